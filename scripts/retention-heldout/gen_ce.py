#!/usr/bin/env python3
"""Held-out retention set "ce" for okbot: a nursery director texting her phone assistant.

Usage: PER_KIND=10 python3 gen.py OKBOT_BINARY WORKDIR [SEED ...]

One conversation per seed (default seeds 1..5; the last one entirely in Simplified Chinese).
Each is appended to a fresh okbot home in batches of 25 messages, with `okbot compress --now`
after every batch; then `okbot context show` is searched for the seeded facts' needles.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]


def cap(s):
    return s[:1].upper() + s[1:]


# ----------------------------------------------------------------------------------------------
# English material
# ----------------------------------------------------------------------------------------------
EN_FIRST = ["Gareth", "Siobhan", "Priya", "Tomasz", "Chidi", "Imogen", "Rhys", "Nadia", "Callum",
            "Bronwen", "Yusuf", "Eilidh", "Kwame", "Agnieszka", "Declan", "Farah", "Hamish",
            "Leonie", "Oluwaseun", "Rosalind", "Tariq", "Cerys", "Mateo", "Hollie", "Bartek",
            "Zainab", "Fergus", "Ottilie", "Dev", "Niamh", "Ibrahim", "Saoirse", "Lukas",
            "Precious", "Ewan", "Anya", "Kofi", "Tamsin", "Rafael", "Wren"]
EN_LAST = ["Pryce", "Kelleher", "Raman", "Nowak", "Okafor", "Fairbairn", "Llewellyn", "Haddad",
           "McAllister", "Treharne", "Siddiqui", "MacLeod", "Asante", "Wisniewska", "Doherty",
           "Choudhury", "Drummond", "Whitlock", "Adeyemi", "Pennington", "Rahman", "Bevan",
           "Cardoso", "Ashworth", "Kowalczyk", "Begum", "Urquhart", "Hargreaves", "Mistry",
           "Gallagher", "Osei", "Lindqvist", "Thorne", "Abiodun", "Castellanos", "Merriman",
           "Quigley", "Harcourt", "Varga", "Ellery"]

EN_ROLES = ["the new bank staff for Ladybirds", "our new cook", "the LA early years adviser",
            "the Ofsted inspector", "agency cover for Tuesdays", "the SENCo from the council",
            "the new apprentice in Caterpillars", "Maisie's dad", "Leo's grandma",
            "the health visitor", "the fire safety guy", "our accountant at the new firm",
            "the new room leader for Owls", "the student on placement from the college",
            "Rosie's childminder",
            "the landlord's agent", "the photographer for the nativity"]

EN_NAME_T = [
    "{Role} is {v} btw, starts monday 👍",
    "{v} ({role}) just rang, lovely actually",
    "remind me {role} is called {v}, I keep forgetting 🙈",
    "ok so {role} = {v}. spelt exactly like that",
    "just met {v}, {role}. seems v organised",
    "pls add {v} to contacts — {role}",
    "fyi {role} is {v}, not the one from before",
    "omg forgot to say, {role} is {v}",
    "{v} is {role} from now on, Jade's doing the induction",
    "name for {role}: {v} (she/he signed in at reception just now)",
]
EN_COMMAND_T = [
    "Dan's note for {purpose} says `{v}` — keep that somewhere safe pls",
    "brother says for {purpose} just run {v} 🙄 like I know what that means",
    "pasting from Dan:\n{v}\nthat's for {purpose} apparently",
    "ok the magic words for {purpose} are: {v}",
    "saving this here so I dont lose it ({purpose}): {v}",
    "Dan: 'just type {v} and wait' 😂 that's {purpose}",
    "the command for {purpose} is `{v}` according to my brother",
    "if I ever need {purpose} again its:\n{v}",
    "so the thing to run for {purpose} = {v}",
]
EN_ID_T = [
    "{what} is {v} fyi",
    "ref {v} — that's {what}, pls keep",
    "council says quote {v} on everything ({what})",
    "{What}: {v}",
    "ok got it, {v} is {what} 🙏",
    "if anyone asks, {what} is {v}",
    "{v} <- {what}. dont lose it",
    "writing on my hand lol, {what} {v}",
    "found {what} on the back of the folder: {v}",
]
EN_PORT_T = [
    "{What} is on port {v} now, Dan moved it",
    "if {what} won't load try :{v} at the end",
    "Dan says {what} = localhost:{v}",
    "its http://kiosk.local:{v} for {what} apparently",
    "port {v} is {what}. why does everything need a number 😩",
    "note: {what} → {v}",
    "{What} moved to {v}, the old one is dead",
    "ok {what} works on {v} 🎉",
    "pls remember {v} is the port for {what}",
]
EN_VERSION_T = [
    "{What} updated itself to {v} overnight and now half the buttons moved 🙄",
    "we're on {v} of {what}",
    "{What} says version {v} in settings",
    "Dan asked which version of {what}: its {v}",
    "support wanted the version — {v} ({what})",
    "{What}: {v} on all the tablets now",
    "screenshot says {what} {v}",
    "just checked, {v} on {what}",
    "apparently {what} has to stay on {v} till Dan looks at it",
]
EN_MONEY_T = [
    "{What} came to {v} 😬",
    "ok so {what} is {v}",
    "they want {v} for {what}, daylight robbery",
    "{v} for {what}. approved I guess",
    "{What} = {v} (incl VAT)",
    "paid {what} today, {v}",
    "note {what} is {v} this time not the usual",
    "council confirmed {v} for {what} 🙌",
    "{What} — {v}. pls put in the spreadsheet",
]
EN_DATE_T = [
    "{What} is {v} — put it in the diary pls",
    "{v} = {what} 📅",
    "ok they've said {v} for {what}",
    "{What} moved to {v} (again 🙄)",
    "dont forget {what} on {v}",
    "confirmed: {what}, {v}",
    "we're doing {what} {v}, told the staff",
    "{What}?? {v} apparently. nobody tells me anything",
    "email says {what} {v}",
]
EN_DECISION_T = [
    "ok decided, we go with {c} because {r}",
    "{c} it is — {r}",
    "right, picking {c}. reason: {r}",
    "final answer {c} 😅 bc {r}",
    "after all that faff it's {c}, mainly cos {r}",
    "Jade and I agreed on {c} — {r}",
    "decision: {c}. why: {r}",
    "we're sticking with {c} since {r}",
    "going for {c}, {r} so no brainer",
]
EN_CONSTRAINT_T = [
    "RULE: {w}, {s}. pls make sure everyone knows",
    "{w} — {s}. non negotiable",
    "for the staff msg: {w} {s}",
    "can u add to the handbook: {w}, {s}",
    "I need to be super clear: {w}, {s} ‼️",
    "after today's near miss — {w}, {s}",
    "{s}, {w}. I will not bend on this",
    "pls nobody forget, {w} {s} 🙏",
    "new policy from Monday: {w}, {s}",
]
EN_QUESTION_T = [
    "has anyone heard back about {q}??",
    "where are we with {q}? nobody's replied 🙄",
    "do we know anything about {q} yet?",
    "q: {q} — any news?",
    "still no idea re {q}. who was supposed to chase?",
    "random but what happened with {q}?",
    "can u remind me, did we ever sort {q}?",
    "{q}... anyone?? 😩",
    "not urgent but what's the story with {q}?",
]

EN_DECISIONS = [
    ("Little Oak Catering for lunches", "they already run a certified nut-free kitchen"),
    ("the Pebble app for daily diaries", "parents are already using it for invoices"),
    ("a 7.30am opening for Acorns", "six families asked for it in the last survey"),
    ("two separate nap rooms for the babies", "the Ladybirds cot room is too noisy after lunch"),
    ("paper sign-out sheets as a backup", "the kiosk died twice during home time"),
    ("Marta as deputy manager", "she's the only one with level 5 and the SENCo training"),
    ("the Tuesday rota swap", "Kelly can't do the late finish with her son's school run"),
    ("fortnightly parent newsletters", "nobody reads the weekly one past the first line"),
    ("the cheaper nappy supplier", "the eco ones leaked all over the toddler room"),
    ("forest school on Thursday mornings", "the field is only free before the primary's PE"),
    ("no glitter at the Christmas craft afternoon", "we were still hoovering it up in March"),
    ("the second-hand sofa for the staff room", "that budget line is already overspent"),
    ("outsourcing payroll to Hartley & Co", "I spent three whole weekends on it last quarter"),
    ("a waiting list deposit of one week's fees", "we had four no-shows in September"),
    ("key person swaps only at the start of term", "the little ones need the same face to settle"),
    ("Dan's Raspberry Pi for the kiosk", "the old Windows laptop takes ten minutes to boot"),
]
EN_CONSTRAINTS = [
    ("no nuts or nut products on site", "including staff packed lunches"),
    ("only named adults on the collection list can pick up", "even if the parent phones ahead"),
    ("ratios never under 1:4 for the under-2s", "not even for a five minute toilet break"),
    ("no personal phones in the rooms", "agency staff and students included"),
    ("no photos of the children on personal devices", "not even for the learning journals"),
    ("sun cream only from the child's own labelled bottle", "all the way from April to September"),
    ("medicine only with a signed consent form", "including Calpol brought in by grandparents"),
    ("nobody is left alone with a child", "until their DBS update has come back"),
    ("don't share the kiosk PIN", "not even with the regular bank staff"),
    ("no hot drinks in the baby room", "at any time, lids or no lids"),
    ("don't touch the fees table in KinderDesk", "until the spring invoices have gone out"),
    ("the side gate stays locked", "during every outdoor session"),
    ("no honey for the under-1s", "even in the baking activities"),
    ("the sleep room is never left unchecked", "for longer than ten minutes"),
    ("visitors sign in and wear a lanyard", "contractors and council people too"),
    ("no discussing safeguarding cases in the staff room", "only in the DSL meetings"),
]
EN_QUESTIONS = [
    "the insurance renewal for the minibus", "Harper's speech therapy referral",
    "the new fire door certificate", "the 30-hours code for the Novak twins",
    "the refund for the cancelled swimming block", "the gas safety cert for the kitchen",
    "the missing nap mats order", "the backdated pay for the apprentices",
    "the council's new inclusion fund form", "Leo's dairy-free meal plan sign-off",
    "the broken lock on the bike shed", "the photo consent forms for the Christmas show",
    "the grant for the sensory garden", "the enhanced DBS for the new cleaner",
    "the lost property bin from the summer", "the water bill that doubled in October",
]

EN_ID_LABELS = [
    ("INV-{n5}", "the invoice for the Mensah family"), ("FEC-{n4}-{L2}", "the funding claim ref"),
    ("EY{n6}", "the URN on the inspection letter"), ("CRM-{n6}", "the council case number"),
    ("PO-{n4}{L1}", "the purchase order for the new cots"), ("ACC-{n3}/26", "the accident form number"),
    ("PB-{n4}", "the Pebble support ticket"), ("SR{n5}", "the KinderDesk support request"),
    ("NUR/{n4}/{L2}", "the public liability policy number"),
    ("TFC-{n6}{L1}", "the tax-free childcare payment ref"),
    ("BK-{n4}{L2}", "the booking ref for the Christmas party venue"),
    ("ICO-{L2}{n5}", "our ICO registration number"),
]
EN_PORT_LABELS = ["the sign-in kiosk", "the menu screen in the hall", "the KinderDesk admin page",
                  "the door camera viewer", "the rota page Dan made",
                  "the sleep monitor dashboard", "the office printer's web page",
                  "the test copy of KinderDesk", "the allergy board on the kitchen tablet",
                  "the Pi that runs the gate buzzer", "the photo frame slideshow",
                  "the backup status page"]
EN_VERSION_LABELS = ["the Pebble parent app", "KinderDesk", "the kiosk software",
                     "the Android tablets in Caterpillars", "the office printer firmware",
                     "the iPad app", "the KinderDesk desktop client", "the CCTV app",
                     "the allergy tracker app", "Dan's export script",
                     "the sleep monitor firmware", "the door entry app"]
EN_MONEY_LABELS = [("the Mensah invoice for November", "£"), ("our autumn term funding claim", "£"),
                   ("the new oven quote", "£"), ("the late pick-up fees this month", "£"),
                   ("agency cover for last week", "£"), ("the Christmas party deposit", "£"),
                   ("the KinderDesk subscription", "£"),
                   ("the Montessori order from the Dutch supplier", "€"),
                   ("the Dublin conference fee", "€"), ("the nappy order", "£"),
                   ("the sensory room quote", "£"), ("the wooden toys from the Belgian shop", "€"),
                   ("the deposit refund for the family who left", "£")]
EN_DATE_LABELS = ["the inspection window", "the first day of spring term", "the nativity",
                  "the fire drill", "Kelly's last day before mat leave", "the boiler service",
                  "the headcount return deadline", "the INSET day", "parents' evening",
                  "the first aid refresher", "the Owls trip to the farm",
                  "the allergy training with the dietitian", "the new cots delivery",
                  "the council's funding audit visit", "the carpet clean in Owls",
                  "the open morning for new families"]

EN_COMMAND_PURPOSES = {
    "export": "the weekly attendance export", "regen": "redoing one family's invoices",
    "funding": "the funding headcount export", "restart": "restarting a frozen kiosk",
    "rsync": "copying the backups to the NAS", "menu": "checking the menu for allergens",
    "pin": "resetting a staff kiosk PIN", "log": "looking at kiosk errors",
    "ratios": "the ratio report", "dump": "the manual database backup",
    "sync": "syncing parents to the Pebble app", "docker": "checking the kiosk container",
    "printer": "re-adding the office printer",
}

EN_ACK = {
    "name": [
        "Noted — I've got that down for {label}. If they'll be on site, the usual applies: ID and DBS check on day one, a signed confidentiality form, and a walk-through of the collection list and allergy rules before they're counted in ratio.",
        "Got it, saved against {label}. I'll use that spelling from now on.",
        "Thanks — added to your contacts list as {label}. Want me to draft a short welcome message for them?",
        "Saved. For {label} I'd also keep a note of when you last spoke and what was agreed, it makes the next conversation much easier.",
        "Lovely, noted. If it helps, I can put together a one-page induction sheet (fire exits, toilets, allergy board, who to ask) that you can hand over on the day.",
        "Done — that's in. I've kept them under {label} so it's easy to find later.",
    ],
    "command": [
        "Saved that for {label}. Tip: keep it in the notes app exactly as written — a missing dash or space is usually why these things fail. If it errors, screenshot the message and send it to Dan rather than trying variations.",
        "Got it. I'll keep it as the go-to for {label}. Run it on the office PC, not the kiosk itself, unless Dan said otherwise.",
        "Noted. If you ever paste it into the terminal and nothing seems to happen, give it a minute — exports on that box are slow. Don't press Ctrl+C halfway, it can leave a half-written file.",
        "Stored. Worth sticking a printed copy inside the office cupboard door too, for the days your phone is flat.",
        "OK, saved as the one for {label}. If Dan changes it, just send me the new version and I'll treat the new one as current.",
    ],
    "id": [
        "Saved as {label}. Quote it in the subject line of any email about this — councils and suppliers search by reference first.",
        "Got it, that's logged for {label}.",
        "Noted. I'd put it on the front of the paper file too, so Jade can find it if you're off.",
        "Thanks — saved. If anyone asks for it on the phone, read it back letter by letter; those references get mistyped all the time.",
        "Logged under {label}. Want me to draft a chaser email that quotes it?",
    ],
    "port": [
        "Noted for {label}. On the office PC that means typing the address with a colon and the number at the end — if it says 'can't reach this page', check you're on the nursery wifi, not the guest one.",
        "Got it. I'll remember which one {label} lives on.",
        "Saved. Bookmark it on the office browser once it loads, then nobody needs to remember it.",
        "OK — stored for {label}. If it stops working after a power cut, it's usually the little box needing a restart rather than the number changing.",
        "Thanks, noted. I'd ask Dan to stick a label on the device itself with the address, in case you're not around.",
    ],
    "version": [
        "Noted that {label} is on that version. If support asks, that's exactly what they want, plus what phone/tablet it's on.",
        "Got it. Annoying when the buttons move — if staff are confused, a quick screenshot guide in the staff chat usually saves twenty questions.",
        "Saved. I'd hold off updating the other devices until you know whether the new layout has broken anything.",
        "Thanks — logged for {label}. Worth turning off automatic updates on the room tablets so it can't change mid-session.",
        "Noted. If something stops working, the version number is the first thing Dan or the vendor will ask for, so good to have it.",
    ],
    "money": [
        "Noted for {label}. I'll keep it with the other figures for the month so we can reconcile against the bank statement.",
        "Got it. If that's higher than you expected, it's worth asking for an itemised breakdown before paying — they usually send one within a day.",
        "Saved. Do you want me to add it to the running totals list for the finance catch-up with the accountant?",
        "Thanks, logged against {label}.",
        "Noted. For funding-related amounts keep the council remittance too, it's what the auditors will want to see.",
    ],
    "date": [
        "Added {label} to the list of dates. Want me to draft a line for the parent newsletter as well?",
        "Got it, noted. I'd put it on the staff calendar with a reminder a week before.",
        "Saved. If it clashes with anything on the rota, flag it early — cover is always harder to find the week before.",
        "Noted for {label}. Shall I remind you nearer the time?",
        "Thanks — in the diary list now.",
    ],
    "decision": [
        "Makes sense — and that reasoning is exactly what you want in the minutes if anyone questions it later. Next steps I'd suggest:\n1. Tell the staff in one message so nobody hears it second-hand.\n2. Let parents know only if it affects them directly.\n3. Review in six weeks and note whether it worked.",
        "Good call. Writing down the why now will save you re-explaining it five times.",
        "Sensible. Want me to draft a short note to staff announcing it?",
        "That's a solid reason. I'll treat it as settled unless you tell me otherwise.",
        "Agreed, that's the practical option. If you want, I can list what needs to change (rota, forms, app settings) to put it in place.",
    ],
    "constraint": [
        "Clear. Here's something you could paste into the staff chat:\n\n\"Hi all — reminder about the rule I sent this morning. It isn't optional, and it applies to everyone, including agency and students. If you're unsure, ask Jade or me *before*, not after. Thank you 💛\"",
        "Understood — I'll treat that as a hard rule. I'd add it to the induction checklist so new starters sign to say they've read it.",
        "Noted. Worth putting it on the wall in each room as well as in the handbook; people follow what they see every day.",
        "Got it. If you want, I can reword the handbook section so it's one short paragraph with the rule in bold.",
        "Absolutely. Best to write it exactly like that in the policy, so there's no wiggle room.",
    ],
    "question": [
        "I don't have anything on that in what you've shared with me so far, and it hasn't come up in anything I've looked up. Worth a direct nudge to whoever owns it — want me to draft a two-line chaser?",
        "No news that I can see, sorry. It might be sitting in someone's inbox; if you tell me who was meant to chase it, I can write the follow-up.",
        "Honestly I don't know — nothing I've seen answers it. I'd put it on the agenda for the next management catch-up so it doesn't drift.",
        "I can't find anything on that. Shall I add it to a running 'waiting on' list so it doesn't get lost?",
        "Not that I know of. That one seems to have fallen between the cracks — it may need a phone call rather than another email.",
    ],
}
EN_ACK_TWO = ["Got all of that, noted each bit.", "OK, that's all saved.", "Thanks — noted both.", "Right, both logged."]

EN_CHUNKS = [
    "On the ratio side, a quick sanity check for the rota: count heads per room at the busiest hour (usually 9.30–11.30 and 2–3.30), not just first thing. Lunch cover is where it tends to slip, so stagger breaks so no room drops below ratio, and write the break times on the rota itself.",
    "For the staff meeting, I'd keep it to three items max: one celebration (something a room did well this week), one change (what's different and why), and one reminder. Anything else can go in a written note afterwards — people remember three things, not nine.",
    "If a parent pushes back, the calmest line is usually: \"I understand, and I know it's frustrating. The rule is there to keep every child safe, so we have to apply it the same way for everyone.\" Then offer something practical they *can* do.",
    "For the newsletter, short works best on a phone: a friendly opening line, three bullet points of news, one date to remember, and a photo (with consent). Anything longer, link to the app.",
    "With invoices, the thing that causes most queries is funded hours showing as a line and then a deduction. A one-line note at the top — 'your funded hours are already taken off below' — cuts the emails in half.",
    "For settling-in, the usual pattern is: visit with parent, short stay without parent, then a half session, then a full session. Tell parents it's normal for week two to be harder than week one — it saves a lot of worried messages.",
    "On allergies, the weak point is usually food brought in from outside — birthday treats, staff snacks, leftovers from a party. A simple rule that nothing homemade goes into rooms and all shop-bought treats go through the kitchen first covers most of it.",
    "For the inspection, the inspector will want to talk to staff, not just you. It helps to run a couple of five-minute practice chats in each room — 'tell me about this child's next steps', 'what would you do if you had a concern' — so nobody freezes.",
    "With sickness cover, it's worth keeping a short list of two or three bank staff who already know the building. Agency is fine in an emergency, but a familiar face matters so much more for the under-2s.",
    "A tidy way to handle the tech stuff: one shared note titled 'IT bits' with each system, where it runs, who set it up, and what to do if it breaks. Then if Dan's away, Jade can still get things going.",
    "For menus, rotating on a four-week cycle keeps planning simple and lets the cook order in bulk. Mark every allergen per dish on the printed menu, and keep a separate sheet for children with specific diets pinned in the kitchen.",
    "For difficult conversations with staff, it helps to start with the facts ('on Tuesday the gate was left unlocked for ten minutes'), then the impact, then ask for their view before agreeing what happens next. Note it down the same day.",
    "When you're juggling this much, a tiny end-of-day habit helps: three lines in your notes — what got done, what's waiting on someone else, what's first tomorrow. Two minutes, and the next morning is much calmer.",
    "For funding claims, the usual traps are children turning three mid-term, stretched vs term-time hours, and codes that haven't been reconfirmed. Checking those three before submitting catches most of the rejections.",
    "If you want parents to actually use the app, make one thing only available there — for example, the daily photo — and keep everything else optional. Habits follow the thing they care about.",
    "For the Christmas period, I'd decide early which days you're open with reduced numbers, and ask parents to confirm attendance by a fixed cut-off. Then you can staff it properly rather than guessing.",
]

EN_FILLER_SHORT = [
    ("ok", "👍"), ("thanks!!", "Any time."), ("brb nappy emergency 😅", "No rush — I'll be here."),
    ("sorry was in the baby room", "No problem, carry on whenever."), ("lol yes", "😄"),
    ("one sec", "Sure."), ("back", "Welcome back — where were we?"), ("ugh today 😩", "Sounds like a lot. Want me to take anything off your plate?"),
    ("ok go on", "Carry on whenever you're ready."), ("👍👍", "👍"), ("perfect", "Great."),
    ("hang on someone's crying", "Of course, go."), ("thx x", "You're welcome!"),
    ("sorry typo city today", "No worries, I can follow."), ("yep", "OK."),
    ("gimme 5 mins", "Sure, take your time."), ("coffee first ☕", "Very wise."),
    ("nope", "OK, leaving it."), ("hmm maybe", "Happy to go either way — just say."),
    ("later", "Sure, I'll leave that for now."), ("fire alarm test lol ignore", "Ha, noted."),
    ("ok sorted", "Nice one."), ("right", "👍"), ("haha", "😄"),
]

EN_FILLER_LONG = [
    ("can u draft a quick newsletter bit about the nativity, short, parents dont read",
     "Here's a short one:\n\n**Our Nativity 🌟**\nThe children have been practising their songs (and their sheep noises) for weeks! Please make sure costumes are in by the end of next week — a tea towel and dressing gown is perfect for shepherds. Seats are limited to two per family. Photos will be shared on the app for families who've given consent.\n\nWant a version with a line about donations for the hamper too?"),
    ("what do i say to a parent who's cross their kid got bitten. 2nd time this month",
     "Something like this, said calmly and in person if you can:\n\n1. Acknowledge first: \"I'm really sorry — I know it's upsetting, especially a second time.\"\n2. What happened: brief, factual, no names of the other child (you can't share that).\n3. What you did: first aid, comfort, accident form.\n4. What you're doing next: closer shadowing in that area, more space at busy times, working with the other family.\n5. Follow up: \"I'll check in with you at pick-up on Friday.\"\n\nThen make sure the accident form is signed the same day."),
    ("staff meeting agenda for thurs pls, 30 mins max",
     "Draft, 30 minutes:\n\n1. Welcome + one shout-out (2 min)\n2. Rota changes for December (5 min)\n3. Allergy and collection reminders — quick quiz, not a lecture (8 min)\n4. Nativity roles and timings (8 min)\n5. Any concerns — go round each room (5 min)\n6. Close: one thing to focus on this week (2 min)\n\nSend it round the day before so people come prepared."),
    ("potty training tips for a mum who's stressed, she asked me at pick up",
     "A few gentle points you could pass on:\n\n- Wait for signs of readiness (dry for a couple of hours, telling you after they've gone, interest in the toilet).\n- Pick a calm week, not one with a holiday or a new sibling.\n- Lots of low-key praise, no punishment for accidents.\n- Easy clothes — elastic waists, no dungarees.\n- Tell us when you start so we do the same thing here; consistency is what makes it click.\n\nAnd reassure her that regression is normal and usually short."),
    ("snow policy?? forecast looks bad next wk",
     "A simple version:\n\n- Decision by 6.30am, posted on the app and the answerphone.\n- We open if we can safely meet ratios with staff who can get in; otherwise we may open with reduced rooms.\n- Staff: tell Jade by 6am if you can't travel safely — nobody is expected to take risks.\n- Fees: explain how you handle closures in line with your terms and conditions.\n\nIf you want, I can turn that into a parent-facing message."),
    ("need an appraisal template thats not 10 pages",
     "One page, four boxes:\n\n1. **What's gone well** (their words first, then yours)\n2. **What's been hard**\n3. **Goals for the next 6 months** — max three, each with what support they need\n4. **Training wanted**\n\nPlus a line for both signatures and a review date. Keep the conversation the main thing; the form is just the record."),
    ("how do i explain ratios to a new parent without sounding like a robot",
     "Try: \"For the youngest children we always have more adults per child, and we plan the day so that never slips — lunches, breaks, outings, everything. It's why you'll sometimes see staff swapping rooms: it's us keeping the numbers right.\" Then show them the rota board if they're interested — people like seeing it's real."),
    ("can u write a insta post for the open morning, cute but not cringe",
     "Option:\n\n\"Come and see where the magic (and the mess) happens 🎨🌿 Our open morning is a chance to meet the team, look round the rooms and ask all the questions. Little ones welcome — there'll be playdough. Message us to book a slot 💛\"\n\nUse a photo of an empty, sunny room rather than children, so no consent worries."),
    ("ideas for staff xmas do on a tiny budget",
     "A few that go down well:\n\n- Secret Santa with a £5 cap and a theme.\n- Bring-a-dish lunch in the staff room on the INSET day.\n- A 'nursery awards' with silly categories (best nappy speed, calmest in a crisis).\n- Wreath-making or a quiz at someone's local.\n\nThe awards one costs nothing and people remember it for ages."),
    ("parent wants to know why her kid cant bring a birthday cake in. how do i say it nicely",
     "\"Thanks so much for thinking of everyone! Because several children have serious allergies, we can't share food from outside the kitchen. We'd love to celebrate though — you're welcome to send in stickers or bubbles, and we'll do a birthday song and crown at circle time.\" That keeps it warm and gives her something to do instead."),
    ("what should be in the lost child procedure, ours is ancient",
     "The core steps:\n\n1. Immediate headcount of all rooms and the garden; one person checks the gates.\n2. Search in a set order (toilets, sleep room, cupboards, outside).\n3. If not found within a few minutes: call 999, then the parents.\n4. One named person stays with the other children; one leads the search; you coordinate.\n5. Afterwards: write it up, notify Ofsted as required, review what failed.\n\nWant me to write it out as a one-page flowchart for the wall?"),
    ("making a list of jobs for the inset day, help",
     "Here's a starter list:\n\n- Deep clean toys and soft furnishings (rotate by room)\n- Refresh displays and learning journals\n- Fire procedure walk-through + practice\n- Safeguarding refresher (short scenarios)\n- Check first aid boxes and expiry dates\n- Rota planning for next half term\n- Team lunch 🍕\n\nAllocate by room so everyone knows what's theirs."),
    ("do we need to tell ofsted about a change of manager or is that just council",
     "Generally a change of manager is something you notify the registering body about, and your local authority will usually want to know too. I'd check the exact current notification requirements on the official guidance before sending anything, as they do change — happy to draft the notification letter once you've confirmed."),
    ("write me a polite no to the supplier who keeps calling",
     "\"Thanks for getting in touch and for the information. We're not looking to change supplier at the moment, so please could you remove us from your call list? If anything changes we'll be in contact. Best wishes.\" Short, polite, and clear that the answer is no."),
    ("toddler room is chaos after lunch. ideas?",
     "A few things that often help:\n\n- A predictable wind-down routine (same song, lights down, books) straight after lunch.\n- Split the group: sleepers to the cot room first, non-sleepers to a quiet activity.\n- One adult floats to handle nappies so the others aren't pulled away.\n- Fewer toys out at that time — less to fight over.\n\nTry it for two weeks before judging; routines take a while to stick."),
    ("feeling like im drowning this week tbh",
     "That sounds really tough, and it makes sense with everything landing at once. A couple of things that might help: pick the one thing that genuinely has a deadline this week and let the rest slide a little; hand one task to Jade completely (not just help); and take your actual lunch break at least twice. You're doing a lot. Want me to turn your week into a short, realistic list?"),
    ("can u make the menu for wk 3 sound nicer lol 'pasta thing' isnt great",
     "Sure:\n\n- Mon: Cheesy tomato pasta bake with garden peas\n- Tue: Chicken and vegetable casserole with fluffy mash\n- Wed: Veggie chilli with rice and yoghurt dip\n- Thu: Fish pie with broccoli trees\n- Fri: Homemade pizza faces with salad\n\nPuddings: fruit and yoghurt, banana bread (nut-free recipe), apple crumble."),
    ("how long do we keep accident forms for",
     "Retention periods for accident records involving children are often longer than people expect, because a claim can be brought after the child turns 18. Check your insurer's guidance and the current data protection advice for early years settings, and write the period into your records policy so it's consistent."),
    ("key person letter for new starters, can you draft",
     "\"Dear [Parent], we're delighted to welcome [Child] to [Room]! Their key person is [Name], who will be your main point of contact, will support [Child] through settling in, and will keep track of their learning and development. Please share anything that will help us — favourite comforters, words for things, routines at home. We're really looking forward to getting to know you all.\""),
    ("whats a good way to get staff to actually read the handbook",
     "Don't ask them to read it all. Instead: one section a week in the staff chat with a single question ('what do we do if a child has a temperature?'), a quick quiz at meetings, and make signing each section part of probation. Little and often works far better than one big read."),
]

EN_WRAP_PRE = ["", "", "", "sorry typing w one hand — ", "quick one: ", "(voice note) ok so ", "omg ",
               "before I forget, ", "ugh. ", "hiya, ", "also ", "btw "]
EN_WRAP_POST = ["", "", "", " 🙏", " x", " thx", " 👍", " — anyway back to the toddlers",
                " (sorry for typos)", " lol", " ok back to it"]
EN_VOICE = [
    "(voice) ok so I'm walking from the baby room to the office and {body} and also can you remind me about the nappy order later because we're low again anyway yeah",
    "(dictated sorry) right so {body} and then Aisha needs me in Owls so I'll be back in a bit",
]
EN_JOIN = ["\n", "\nalso ", "\nand ", " / ", "\n+ "]

EN_STAFF = ["Jade", "Marta", "Kelly", "Aisha", "Bev"]
EN_PARENTS = ["Sophie (Lily's mum)", "Tom (Arlo's dad)", "Gemma (Noah's mum)", "Rach (Isla's mum)",
              "Sam (Ezra's dad)", "Lauren (Mia's mum)"]
EN_FAMILIES = ["Mensah", "Hughes", "Patel", "O'Brien", "Fitzgerald", "Jovanovic", "Clarke"]

EN_PASTE = {
    "council_email": {
        "kinds": ["name", "id", "money", "date"],
        "pre": ["fwd from the council 👇 can u make sense of this", "ugh council email. what do they actually want",
                "forwarding this, pls read and tell me if I need to do anything", "council again 🙄"],
        "lines": {
            "name": ["Your allocated link officer for the spring term will be {v}.",
                     "Please direct any queries about the audit to {v} in the team.",
                     "{v} will be carrying out the quality visit on our behalf."],
            "id": ["Please quote reference {v} on all correspondence.",
                   "Your claim has been logged under {v}.", "Case reference: {v}"],
            "money": ["The adjustment payable to you is {v}.",
                      "Our records show an overpayment of {v}, which will be recovered from the next payment run.",
                      "A supplementary payment of {v} will be made with the next run."],
            "date": ["The deadline for the headcount return is {v}.", "Payments will be made on {v}.",
                     "The portal will close for claims on {v}."],
        },
    },
    "parent_whatsapp": {
        "kinds": ["name", "date", "money"],
        "pre": ["parents chat this morning 👇", "fwd from whatsapp", "copying these in so I don't lose them",
                "3 messages before 8am 😩"],
        "lines": {
            "name": ["hiya, just so you know my sister {v} will be collecting on Friday, she's on the form x",
                     "morning! {v} (his nan) is doing pick up this week 😊",
                     "Hi, this is {v}, Arlo's stepdad, just joined the app 👋"],
            "date": ["we're away from {v} for two weeks, sorry for the short notice 🙈",
                     "could she do an extra day on {v}? x",
                     "his op is booked for {v} so he'll be off that week"],
            "money": ["I've transferred {v} for December, can you check it came through?",
                      "the app says we owe {v} but I think that's wrong?",
                      "sent {v} for the trip and the photos x"],
        },
    },
    "staff_chat": {
        "kinds": ["name", "date", "version", "port"],
        "pre": ["staff group chat 🙄 pasting", "look at this lot", "fwd from the staff chat, thoughts?"],
        "lines": {
            "name": ["agency are sending {v} for tomorrow's late", "{v} from the college starts placement with us Monday",
                     "just had {v} ring about the deputy job"],
            "date": ["can I swap my Saturday for {v}?", "is the refresher {v} or the week after?",
                     "booked the dentist {v} so I'll be in late sorry"],
            "version": ["tablet says {v} now and the diary button's gone", "which version are we meant to be on? mine's {v}"],
            "port": ["Dan said the kiosk page is on {v} now?", "tried :{v} and the menu screen came up 🙌"],
        },
    },
    "dan_text": {
        "kinds": ["command", "port", "version"],
        "pre": ["my brother's instructions 🙃 saving here", "Dan sent this, I understand 0% of it",
                "pasting Dan's text so it's somewhere"],
        "lines": {
            "command": ["for the export: {v}", "if it hangs: {v}", "{v}   <- this one for the backup"],
            "port": ["kiosk admin is on port {v} now", "menu screen = {v}", "the test copy runs on {v}, don't give parents that one"],
            "version": ["keep the tablets on {v} for now", "server is on {v}", "script is {v}, newer one's broken"],
        },
    },
    "rota": {
        "kinds": ["name", "date"],
        "pre": ["rota for next wk, does this work ratio-wise?", "pls sanity check 🙏", "pasted the rota"],
        "lines": {
            "name": ["COVER Tue/Wed: {v} (agency)", "NEW: {v} in Acorns from Mon", "Bank on call: {v}"],
            "date": ["CLOSED {v} (training)", "{v}: short-staffed, Jade on lates", "INSET {v}"],
        },
    },
    "attendance_csv": {
        "kinds": ["name", "id", "money"],
        "pre": ["attendance export from kinderdesk, anything weird?", "export 👇 the balances look off",
                "can u check this export pls"],
        "lines": {
            "name": ["{v},Acorns,30,0,Y,-,starts Jan", "{v},Ladybirds,20,0,N,-,settling visits"],
            "id": ["Ezra K.,Owls,30,28,Y,-,claim {v}", "Noah H.,Caterpillars,25,25,Y,-,ref {v}"],
            "money": ["Mila T.,Caterpillars,40,40,N,{v},overdue", "Isla R.,Owls,30,27,Y,{v},query"],
        },
    },
    "kiosk_log": {
        "kinds": ["version", "port"],
        "pre": ["kiosk did the thing again, Dan said paste the log to you", "log from the kiosk 🙃 what does it mean"],
        "lines": {
            "version": ["INFO  signin-kiosk starting version={v}", "INFO  updater: now running {v}"],
            "port": ["INFO  http server listening on 0.0.0.0:{v}", "WARN  admin ui bound to 127.0.0.1:{v} only"],
        },
    },
}

EN_TOOL_ASK = {
    "booking_lookup": ["can u look up the {fam} account on kinderdesk", "check kinderdesk for {fam} pls, the invoices",
                       "what does kinderdesk say for the {fam}s?"],
    "staff_calendar": ["what's on the staff calendar coming up?", "check the staff calendar for the next few weeks pls",
                       "anything on the staff cal I should know about"],
    "inbox_search": ["can u check my inbox for anything important this week", "search my emails pls, anything new from the council or suppliers?",
                     "anything in my inbox I've missed? look pls"],
}
EN_CAL_EVENTS = ["room leaders huddle", "fire drill (unannounced)", "staff meeting", "supervision: Kelly",
                 "nappy order delivery", "menu planning with Bev", "first aid box check"]
EN_CAL_DATED = ["INSET day", "parents' evening", "Ofsted window opens", "boiler service",
                "Christmas closure starts", "funding return due", "photographer"]
EN_NAME_CAL = ["induction: {v} (bank staff)", "interview: {v} — deputy role", "visit: {v} (LA adviser)",
               "supervision: {v}"]
EN_INBOX_LINES = {
    "id": [("KinderDesk Helpdesk", "Your support request {v} has been updated."),
           ("Pebble Support", "We've opened ticket {v} for you."),
           ("Eastbridge Council Early Years", "Your case {v} has been assigned to an officer.")],
    "money": [("Sunbeam Cots Ltd", "Quote attached — total {v} inc VAT."),
              ("Eastbridge Council Early Years", "Your remittance of {v} has been processed."),
              ("Little Oak Catering", "Your invoice total is {v}.")],
    "date": [("Eastbridge Council Early Years", "We can confirm the visit for {v}."),
             ("Eastbridge Council Early Years", "The deadline for the return is {v}."),
             ("Sunbeam Cots Ltd", "Cot delivery is booked for {v}.")],
    "version": [("Pebble Support", "Pebble {v} is rolling out this week with a new diary screen."),
                ("KinderDesk Helpdesk", "KinderDesk {v} fixes the invoice rounding bug."),
                ("KinderDesk Helpdesk", "Kiosk firmware {v} is now available.")],
    "name": [("Hartley & Co", "Hi, I'm {v}, I'll be your new account manager."),
             ("Eastbridge Council Early Years", "Please contact {v} for anything urgent."),
             ("Eastbridge Council Early Years", "{v} will be visiting on our behalf.")],
}

EN_ASST_CMD_ASK = ["how do I {p}? dan's not answering", "whats the command for {p} again, I've lost it",
                   "can u tell me how to do {p} from the office pc"]
EN_ASST_CMD = ["Going by how Dan set up KinderDesk and the kiosk, for {p} it should be:\n\n```\n{v}\n```\n\nRun it from the office PC's terminal. If it errors, screenshot the message for Dan rather than tweaking it.",
               "This should do {p}:\n\n    {v}\n\nType it exactly, including the dashes. It can take a minute before anything appears.",
               "Try this for {p}: `{v}` — if it asks for a password, it's the office PC login, not the KinderDesk one."]
EN_ASST_MONEY_ASK = ["whats {h} hrs x {w} weeks at £{rate} come to? funding thing", "quick maths pls: {h} hours a week, {w} weeks, £{rate}/hr",
                     "if the rate is £{rate} and she's {h} hrs for {w} wks what's that"]
EN_ASST_MONEY = ["{h} hours × {w} weeks = {hw} hours. At £{rate} an hour that's {v} for the term.",
                 "That works out as {hw} funded hours in total, so {v} at £{rate}/hour.",
                 "{hw} hours altogether ({h} × {w}); multiplied by £{rate} gives {v}."]
EN_ASST_DATE_ASK = ["when should I do the 6 wk settling review for the jan starters?", "when's a sensible date for the next fire drill, not a monday",
                    "pick a date for the staff wellbeing afternoon pls, sometime after half term"]
EN_ASST_DATE = ["I'd go for {v} — far enough in to be meaningful, and it avoids the first week back and any half-term week.",
                "How about {v}? It's mid-week, which is usually calmer, and nothing else is on the calendar that day as far as I know.",
                "Suggest {v}. Put it on the staff calendar now so cover can be planned."]

EN_TOOL_OPEN = {"booking_lookup": ["Found the account on KinderDesk.", "Here's what KinderDesk shows for them."],
                "staff_calendar": ["Here's what's coming up on the staff calendar.", "Calendar checked."],
                "inbox_search": ["Found a few emails.", "Here's what's in there — most of it is routine."]}
EN_PASTE_OPEN = {
    "council_email": ["Read it — it's mostly admin, nothing alarming.",
                      "Plain English version: it's an update on your funding, no reply needed today unless something looks wrong."],
    "parent_whatsapp": ["Got those, none of them look urgent.", "Thanks — a quick 'noted, thank you 😊' covers most of these."],
    "staff_chat": ["Quick read of that: nothing urgent.", "Noted — I'd answer the personal ones privately, not in the group."],
    "dan_text": ["Saved all of Dan's bits — I'd pin that message, it's basically your IT manual.",
                 "Got it. If anything doesn't work, send Dan the exact error rather than a description."],
    "rota": ["Ratio-wise it works on paper; the pinch point is lunch cover in Ladybirds, so stagger breaks by 30 minutes.",
             "Looks broadly OK — just make sure anyone new isn't counted in ratio on day one."],
    "attendance_csv": ["The export looks consistent; booked vs attended are within a couple of hours for most children.",
                       "Nothing weird apart from the rows with notes."],
    "kiosk_log": ["Reading the log: it restarted and came back; the errors are the card reader and printer, not the sign-in app itself.",
                  "Nothing fatal — a restart and some peripheral timeouts. Unplug and replug the reader before blaming the software."],
}
EN_ADVICE = {
    "name": ["The person named there — check they're on the right list (collection or staff) before they turn up.",
             "I'd add the new name to your contacts so it's easy to find later."],
    "id": ["Keep that reference handy; you'll need to quote it.", "The reference is worth saving in the admin folder."],
    "money": ["Check the amount against KinderDesk before replying.", "The figure is worth reconciling with the bank statement at month end."],
    "date": ["There's a date in there to put in the diary now.", "The date is worth adding to the staff calendar with a reminder."],
    "version": ["The version bit is one for Dan — a pinned message will stop the same question coming up.",
                "Hold off on updates until Dan has checked that version."],
    "port": ["The address change is Dan's — bookmark it on the office PC once it loads.", "Worth a label on the device with the new address."],
    "command": ["Save the command exactly as written; one missing dash and it fails.", "Keep Dan's command in the IT note so Jade can find it too."],
}
EN_CLOSER = ["Want me to draft replies?", "Shall I add anything to your list?", "", ""]
ZH_TOOL_OPEN = {"booking_lookup": ["查到了，园务系统里是这样的。", "找到这个账户了。"],
                "staff_calendar": ["员工日历接下来的安排在上面。", "日历看过了。"],
                "inbox_search": ["找到几封邮件。", "邮件在这儿，大部分是常规的。"]}
ZH_PASTE_OPEN = {
    "council_email": ["看完了，基本是行政通知，没什么吓人的。", "用大白话说：就是补贴的进展，数字没问题的话今天不用回。"],
    "parent_whatsapp": ["收到，都不算急事。", "好的，大部分回个“收到，谢谢😊”就行。"],
    "staff_chat": ["大概看了一下，没什么急的。", "收到。私人的事建议私聊回，别在群里说。"],
    "dan_text": ["你弟的都存好了，建议这条置顶，基本就是你们的IT手册。", "收到。哪里不行就把报错原样发给他，别自己描述。"],
    "rota": ["纸面上比例够，卡点在乳儿班午饭轮休，休息错开半小时就行。", "基本没问题，新人第一天别算进比例。"],
    "attendance_csv": ["导出数据是一致的，大部分孩子预约和实际时长差不多。", "除了有备注的几行，没什么异常。"],
    "kiosk_log": ["看了日志：重启了一次又起来了，报错都是读卡器和打印机的，不是签到程序本身。", "没有致命错误，就是重启之后外设超时。先拔插一下读卡器。"],
}
ZH_ADVICE = {
    "name": ["里面提到的人，来之前确认一下在对应的名单上（接送或员工）。", "新名字建议加进通讯录，以后好找。"],
    "id": ["编号留好，以后要引用。", "那个编号建议存进行政文件夹。"],
    "money": ["金额回复前先跟园务系统核一下。", "这个数月底对账的时候跟银行流水核一下。"],
    "date": ["里面有个日期，现在就放进日历吧。", "日期建议加到员工日历，提前提醒。"],
    "version": ["版本的事问你弟，群里发个置顶就不会反复问了。", "那个版本你弟确认之前先别升级。"],
    "port": ["地址是你弟改的，能打开后在办公室电脑上收藏一下。", "设备上贴个标签写新地址比较保险。"],
    "command": ["命令原样存好，少个横杠就会报错。", "你弟的命令放进IT备忘录，小周也能找到。"],
}
ZH_CLOSER = ["要我帮你写回复吗？", "要不要加进待办清单？", "", ""]

EN_CSV_FILLER = ["Ava M.,Ladybirds,40,38,N,-,", "Oscar P.,Caterpillars,30,30,Y,-,", "Lily H.,Owls,30,29,Y,-,",
                 "Zara J.,Acorns,25,25,Y,-,", "Finn O.,Owls,40,36,N,-,", "Arlo C.,Acorns,20,18,Y,-,"]
EN_LOG_FILLER = ["WARN  nfc reader timeout, retrying", "INFO  child checked in (Ladybirds)", "ERROR printer offline (Office_Laser)",
                 "INFO  child checked out (Owls)", "WARN  clock drift detected, resyncing", "INFO  daily report queued"]
EN_ROTA_TABLE = ("ROOM        | MON        | TUE        | WED        | THU        | FRI\n"
                 "Ladybirds   | Marta 8-4  | Marta 8-4  | Marta 10-6 | Marta 8-4  | Marta 8-4\n"
                 "Caterpillars| Kelly 7.30 | Kelly 7.30 | Aisha 8-4  | Kelly 7.30 | Aisha 8-4\n"
                 "Acorns      | Aisha 10-6 | Aisha 10-6 | Kelly 10-6 | Aisha 10-6 | Kelly 10-6\n"
                 "Owls        | Jade 8-4   | Jade 8-4   | Jade 8-4   | Jade 10-6  | Jade 8-4\n"
                 "Kitchen     | Bev        | Bev        | Bev        | Bev        | Bev")

# ----------------------------------------------------------------------------------------------
# Chinese material (the last seed's conversation)
# ----------------------------------------------------------------------------------------------
ZH_SUR = list("王李张刘陈杨黄赵吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤")
ZH_GIVEN = ["建国", "秀英", "晓燕", "海峰", "丽娟", "志强", "雅琴", "思远", "梓涵", "欣怡", "俊杰", "慧敏",
            "文博", "佳琪", "子轩", "雨桐", "一鸣", "春梅", "国栋", "玉兰", "振华", "美玲", "宏伟", "淑芬",
            "凯", "磊", "静", "芳", "洁", "鹏", "颖", "晨"]
ZH_ROLES = ["新来的保育员", "小班的新主班", "区教育局的对接人", "卫生保健的医生", "消防检查的",
            "乐乐爸爸", "新会计", "来面试的配班老师", "物业经理", "保险公司的业务员",
            "派遣来的代班阿姨", "朵朵奶奶", "新厨师", "师范学校的实习生"]

ZH_NAME_T = [
    "{role}叫{v}，记一下",
    "刚才{role}{v}打电话来，说下午过来",
    "{v}是{role}哈，别搞混了",
    "对了{role}换人了，现在是{v}",
    "记一下：{v}，{role}",
    "{role}是{v}👌 下周一到岗",
    "今天见了{v}（{role}），感觉挺靠谱的",
    "{role}的名字是{v}，我老记不住🙈",
]
ZH_COMMAND_T = [
    "我弟说{purpose}用这个：{v}",
    "存一下，{purpose}就跑 {v} 😂 我也看不懂",
    "老弟发来的：\n{v}\n说是{purpose}用的",
    "{purpose}的命令是 {v}，千万别搞丢",
    "先记这儿（{purpose}）：{v}",
    "他说{purpose}直接敲 {v} 就行",
]
ZH_ID_T = [
    "{what}是{v}，记一下",
    "{v}就是{what}，别弄混了",
    "区里说以后材料上都要写{what}：{v}",
    "{what}：{v}",
    "刚查到了，{what} {v} 🙏",
    "万一他们问，{what}就报{v}",
]
ZH_PORT_T = [
    "{what}现在是{v}端口，我弟改的",
    "{what}打不开的话，后面加 :{v} 试试",
    "我弟说{what}地址是 localhost:{v}",
    "端口{v}是{what}的，记住啊",
    "{what}改到{v}了，旧的不用了",
    "{what}就用{v}这个端口🎉",
]
ZH_VERSION_T = [
    "{what}昨晚自动升级到{v}了，按钮全变了🙄",
    "现在{what}是{v}版本",
    "客服问版本号，{what}是{v}",
    "{what}：{v}，几台平板都一样",
    "截图上写的是{what} {v}",
    "我弟说{what}先别升级，就停在{v}",
]
ZH_MONEY_T = [
    "{what}一共{v}😬",
    "{what}是{v}，含税",
    "{what}报价{v}，太贵了吧",
    "{what}今天付了，{v}",
    "区里确认了，{what}给{v}🙌",
    "记一下{what}：{v}",
    "{what}这次是{v}，不是平时那个数",
]
ZH_DATE_T = [
    "{what}定在{v}，帮我记日历",
    "{v}{what}📅 别忘了提醒我",
    "{what}改到{v}了（又改🙄）",
    "别忘了{v}{what}",
    "确认了：{what}，{v}",
    "邮件说{what}是{v}",
    "{what}？？说是{v}，也没人通知我",
]
ZH_DECISION_T = [
    "决定了，{c}，因为{r}",
    "还是{c}吧，主要是{r}",
    "定了定了：{c}！毕竟{r}",
    "跟小周商量完了，{c}，因为{r}",
    "这事就这么定了：{c}。主要是{r}",
    "{c}，就这样吧，毕竟{r}",
]
ZH_CONSTRAINT_T = [
    "再强调一遍：{w}，{s}‼️",
    "{w}，{s}。这个没商量",
    "帮我加到员工手册里：{w}，{s}",
    "今天差点出事，以后{w}，{s}",
    "{s}，{w}，谁都不例外",
    "发给老师们：{w}（{s}）",
]
ZH_QUESTION_T = [
    "{q}有人回复吗？",
    "{q}到底怎么样了？还没人回我😩",
    "问一下，{q}有消息吗？",
    "{q}还不知道，谁负责跟的？",
    "对了{q}搞定了吗？",
    "{q}……有人知道吗？？",
]
ZH_DECISIONS = [
    ("午饭用小橡树餐饮", "他们有无坚果厨房的认证"),
    ("每日报告改用家长通发", "家长本来就在上面交费"),
    ("大班早上七点半开门", "上次问卷有六个家庭提了"),
    ("签到机旁边放纸质签退表备份", "签到机放学时死机两次了"),
    ("让小周当副园长", "她是唯一有保育师证又上过特教培训的"),
    ("尿不湿换回便宜那家", "环保款在托小班漏了好几次"),
    ("森林课放在周四上午", "小学那块场地只有上午空着"),
    ("圣诞手工不用亮片", "去年的亮片到三月还没扫干净"),
    ("工资外包给恒信财务", "我上个季度连着三个周末在算工资"),
    ("候补名单收一周学费当押金", "九月份有四家说好了又没来"),
    ("换主班只在学期初换", "小宝宝适应需要天天见到同一张脸"),
    ("签到机换成我弟的树莓派", "旧笔记本开机要十分钟"),
    ("家长通讯改成两周一次", "每周那份根本没人看完"),
    ("员工休息室先买二手沙发", "那条预算已经超了"),
]
ZH_CONSTRAINTS = [
    ("园内禁止带任何坚果", "包括老师自己带的午饭"),
    ("只能接送名单上的大人接孩子", "就算家长提前打电话也不行"),
    ("两岁以下师幼比不能低于1:4", "上厕所五分钟也不行"),
    ("班里不准用私人手机", "代班和实习生也一样"),
    ("不要用个人手机拍孩子", "做成长档案也不行"),
    ("喂药必须有家长签字的委托单", "爷爷奶奶带来的退烧药也一样"),
    ("千万别把签到机密码告诉别人", "常来的代班老师也不行"),
    ("乳儿班禁止喝热饮", "带盖子的杯子也不行"),
    ("收费标准先别动", "春季账单发出去之前"),
    ("侧门必须锁好", "户外活动的时候"),
    ("一岁以下不能吃蜂蜜", "烘焙活动也不行"),
    ("午睡室不能没人看", "超过十分钟就不行"),
    ("外来人员必须登记戴胸牌", "维修师傅也一样"),
    ("体检报告禁止发家长群", "只能一对一私发"),
]
ZH_QUESTIONS = [
    "校车保险续保的事", "朵朵的语言评估转介", "新防火门的合格证", "双胞胎的普惠学位名额",
    "游泳课取消的退款", "厨房燃气安全检测报告", "午睡垫的订单", "学徒的补发工资",
    "区里新的融合教育补贴申请表", "乐乐的无乳制品餐单", "自行车棚坏掉的锁", "圣诞演出的照片授权书",
    "感统花园的专项经费", "新保洁阿姨的健康证",
]
ZH_ID_LABELS = [
    ("FP-{n5}", "朵朵家的发票号"), ("BT-{n4}-{L2}", "普惠补贴申报单号"), ("BA{n6}", "托育机构备案号"),
    ("GD-{n6}", "区里的工单号"), ("CG-{n4}{L1}", "新床的采购单号"), ("SG-{n3}/26", "意外事故登记表编号"),
    ("JZT-{n4}", "家长通的客服工单"), ("XSM{n5}", "园务系统的售后单"), ("BX/{n4}/{L2}", "公众责任险保单号"),
    ("HT-{n4}{L2}", "场地租赁合同编号"), ("YD-{n4}{L2}", "圣诞活动场地的预订号"),
]
ZH_PORT_LABELS = ["签到机", "大厅的菜单屏", "园务系统后台", "门口摄像头", "我弟做的排班页面", "乳儿班午睡监控",
                  "办公室打印机的网页", "测试版园务系统", "厨房平板的过敏原看板", "门禁的树莓派", "电子相框",
                  "备份状态页"]
ZH_VERSION_LABELS = ["家长通App", "园务系统", "签到机软件", "托小班的安卓平板", "办公室打印机固件", "iPad上的App",
                     "园务系统电脑版", "监控App", "过敏原记录App", "我弟写的导出脚本", "午睡监测仪固件", "门禁App"]
ZH_MONEY_LABELS = ["朵朵十一月的保育费", "区里的普惠补贴", "新烤箱", "这个月的延时接送费", "上周代班阿姨的工资",
                   "圣诞活动场地定金", "园务系统年费", "园服订单", "全园体检费", "感统教室", "尿不湿订单",
                   "退给转园那家的押金", "消防整改的费用"]
ZH_DATE_LABELS = ["消防检查", "春季开学", "圣诞汇演", "全园体检", "家长会", "区里交材料截止", "小何最后一天上班",
                  "锅炉维修", "教研活动", "拍照的过来", "大班去农场", "过敏培训", "新床到货", "区里来审补贴",
                  "开放日"]
ZH_REL_DATES = ["下周五", "月底前", "元旦前", "下下周三", "春节放假前"]
ZH_COMMAND_PURPOSES = {
    "export": "导出每周考勤", "regen": "重新生成某一家的账单", "funding": "导出补贴人数报表",
    "restart": "签到机卡死重启", "rsync": "把备份拷到NAS", "menu": "检查菜单过敏原",
    "pin": "重置老师的签到密码", "log": "看签到机报错", "ratios": "出师幼比报表",
    "dump": "手动备份数据库", "sync": "同步家长到家长通", "docker": "看签到机容器",
    "printer": "重新添加办公室打印机",
}

ZH_ACK = {
    "name": ["好的，记下了，是{label}。如果要进园，老规矩：第一天核对身份证和无犯罪记录证明，签保密协议，先带着熟悉接送名单和过敏规定，再算进师幼比。",
             "收到，记在{label}下面了，以后就按这个写。",
             "好，已经加到通讯录里（{label}）。要不要我帮你写一段欢迎的话？",
             "记好了。建议跟{label}每次沟通完简单记一句聊了什么，下次就不用翻聊天记录了。",
             "好的～需要的话我可以做一页入职须知：消防通道、卫生间、过敏原看板、有事找谁，到岗那天直接给TA。"],
    "command": ["记下了，是{label}用的。建议原样存在备忘录里，少一个横杠或空格就会报错。报错的话截图发给你弟，别自己改。",
                "收到。{label}就用这个。在办公室电脑上跑，别在签到机上跑，除非你弟说可以。",
                "记好了。粘贴进去之后如果半天没反应，等一会儿，那台机器导出很慢，别中途按Ctrl+C。",
                "存好了。建议也打印一份贴在办公室柜门里面，手机没电的时候能用上。",
                "好的。你弟要是改了，把新的发我，我就以新的为准。"],
    "id": ["记下了，是{label}。以后相关的邮件标题里都写上，区里和供应商都是先按编号查的。",
           "收到，{label}已经记好。",
           "好的。建议纸质文件夹封面上也写一下，你不在的时候小周也能找到。",
           "记下了。电话里报的时候一个字母一个字母地念，这种编号特别容易记错。",
           "好，记在{label}下面了。需要我写一封带这个编号的催办邮件吗？"],
    "port": ["记下了，{label}。在办公室电脑上就是地址后面加冒号和数字，打不开的话先看看连的是不是园里的WiFi，不是访客网络。",
             "收到，我记住{label}在哪个端口了。",
             "好的。能打开之后在办公室浏览器里收藏一下，以后谁都不用记。",
             "记好了。停电之后打不开，一般是那个小盒子要重启，不是端口变了。",
             "好～建议让你弟在设备上贴个标签写上地址，你不在的时候也方便。"],
    "version": ["记下了，{label}是这个版本。客服要的就是这个，再加上是什么手机或平板。",
                "收到。按钮换位置确实烦，老师们不会用的话，在群里发个截图说明能省很多问题。",
                "好的。其他设备先别升级，等确认新版本没出问题再说。",
                "记好了。建议把班里平板的自动更新关掉，免得上课中途变样。",
                "收到。以后出问题，你弟或者厂家第一句就会问版本号，有记录就好办。"],
    "money": ["记下了，{label}。我跟这个月其他数字放一起，月底对银行流水用。",
              "收到。如果比预想的高，付款前可以先要一份明细，一般一天内就能发过来。",
              "好的。要不要加到跟会计对账的清单里？",
              "记好了，{label}。",
              "收到。补贴相关的金额，区里的拨款回执也留着，审计要看。"],
    "date": ["记下了，{label}。要不要顺便写一句放进家长通知里？",
             "收到。建议放进员工日历，提前一周提醒。",
             "好的。要是跟排班冲突，早点说，临时找代班最难。",
             "记好了，{label}。快到的时候我提醒你？",
             "收到，已经加到日程清单里了。"],
    "decision": ["有道理，而且这个理由写进会议记录正合适，以后有人问起来直接翻。接下来建议：\n1. 一条消息通知全体老师，别让大家从别人嘴里听说；\n2. 影响到家长的话再通知家长；\n3. 六周后回头看看效果。",
                 "挺好的决定。现在把原因写下来，省得以后解释五遍。",
                 "合理。要不要我帮你写个通知发给老师？",
                 "理由很充分，那这事就算定了，除非你后面改主意。",
                 "同意，这是最实际的办法。需要的话我列一下要改的地方（排班、表格、App设置）。"],
    "constraint": ["明白。可以直接发老师群：\n\n“各位老师：今天早上说的那条规定再提醒一下，不是建议，是必须执行，代班、实习生都包括在内。拿不准的先问我或小周，别事后再说。谢谢大家💛”",
                   "明白，这条我当硬性规定。建议加进入职培训清单，新老师签字确认已读。",
                   "收到。除了员工手册，每个班墙上也贴一份，天天看到才会记得。",
                   "好的。需要的话我把手册那一段改成一小段话，规定加粗。",
                   "完全同意。政策里就按这个原话写，不留模糊空间。"],
    "question": ["你发给我的内容里没有这方面的消息，我查的东西里也没看到。最好直接问负责的人，要我帮你写两句催一下吗？",
                 "我这边看不到进展，抱歉。可能压在谁的邮箱里了，你告诉我该谁跟，我帮你写跟进消息。",
                 "说实话我也不知道，目前没有任何信息能回答这个。建议放进下次管理例会的议程里，别让它拖着。",
                 "没找到相关的。要不要我建一个“等回复”清单，把它放进去？",
                 "据我所知还没有。这件事好像没人管了，可能得打个电话而不是再发邮件。"],
}
ZH_ACK_TWO = ["都记下了。", "好的，几条都存好了。", "收到，两件事都记了。", "嗯，都记好了。"]
ZH_CHUNKS = [
    "排班方面简单核一下：按每个班最忙的时段数人头（一般是上午九点半到十一点半、下午两点到三点半），不只是早上。午饭轮休最容易掉比例，休息时间错开，写在排班表上。",
    "开员工会的话，最多三件事：一件表扬（这周哪个班做得好）、一件变化（改了什么、为什么）、一件提醒。其他的会后发文字，大家记得住三件，记不住九件。",
    "家长要是不高兴，最稳的说法是：“我理解，也知道挺麻烦的。这个规定是为了每个孩子的安全，所以对谁都一样执行。”然后给一个他们能做的替代办法。",
    "家长通知在手机上越短越好：一句问候、三条要点、一个要记住的日期、一张照片（有授权的）。长的内容放App里。",
    "账单上最容易引起疑问的是补贴时长先列出来再扣掉。顶上加一句“补贴时长已在下方扣除”，咨询能少一半。",
    "适应期一般是：家长陪着来、家长离开一小会儿、半天、全天。提前跟家长说第二周比第一周难是正常的，能省很多焦虑的消息。",
    "过敏这块最容易出问题的是外面带进来的吃的：生日蛋糕、老师零食、活动剩下的。定个规矩：自制的一律不进班，买的也先过厨房，基本就能管住。",
    "检查的时候，督导会找老师聊，不只是找你。每个班先练两次五分钟的对话，比如“说说这个孩子下一步的发展目标”“发现异常你会怎么做”，免得老师紧张卡壳。",
    "病假代班最好有两三个熟悉园里的固定代班老师名单。派遣应急可以，但对两岁以下的宝宝来说，熟面孔重要得多。",
    "技术上的东西建议建一个共享备忘录叫“IT相关”：每个系统跑在哪、谁装的、坏了怎么办。你弟不在的时候小周也能处理。",
    "菜单按四周循环最省事，厨房也方便批量订货。打印的菜单上每道菜标过敏原，特殊饮食的孩子单独一张贴在厨房。",
    "和老师谈问题的时候，先说事实（“周二侧门开着十分钟没锁”），再说影响，然后先听她怎么说，最后一起定下一步。当天记下来。",
    "事情多的时候，每天下班前花两分钟写三行：今天做完了什么、在等谁回复、明天第一件事。第二天早上会轻松很多。",
    "申报补贴常见的坑：学期中满三岁的孩子、时长怎么摊、资格码有没有重新确认。提交前把这三项核一遍，大部分退回都能避免。",
]
ZH_FILLER_SHORT = [
    ("好", "👍"), ("谢谢！！", "不客气～"), ("等下，有宝宝拉了😅", "去吧，不急。"), ("刚在乳儿班", "没事，你忙完再说。"),
    ("哈哈哈是的", "😄"), ("稍等", "好的。"), ("回来了", "欢迎回来，刚才说到哪了？"), ("今天好累😩", "辛苦了，有什么能帮你分担的吗？"),
    ("嗯嗯", "好。"), ("👌👌", "👍"), ("完美", "太好了。"), ("等下有个娃在哭", "快去吧。"), ("好滴", "好～"),
    ("今天错别字好多不好意思", "没关系，看得懂。"), ("收到", "👌"), ("给我五分钟", "好，不着急。"),
    ("先喝口咖啡☕", "明智。"), ("不用了", "好，那先不管。"), ("再说吧", "好的，先放着。"), ("搞定了", "厉害👍"),
    ("消防演练，别管哈哈", "好嘞。"),
]
ZH_FILLER_LONG = [
    ("帮我写一段圣诞汇演的家长通知，短点，家长不看长的",
     "可以这样写：\n\n**圣诞汇演来啦🌟**\n孩子们已经排练好几周了（小羊叫得特别像）！请在下个星期五之前把演出服交给班主任，一条围巾加一件睡袍就能当牧羊人。每家限两个座位。照片会发在家长通里（仅限已签授权的家庭）。\n\n要不要再加一句爱心义卖的内容？"),
    ("孩子被咬了家长很生气，这个月第二次了，我怎么说",
     "建议当面、语气平和地说：\n\n1. 先共情：“真的很抱歉，第二次了，换谁都会难受。”\n2. 说经过：简短客观，不能提另一个孩子的名字。\n3. 说处理：已经做了什么处理、安抚，填了意外登记表。\n4. 说接下来：那个区域老师会贴身看护，人多的时候分开活动，也在和另一家沟通。\n5. 约跟进：“周五接孩子的时候我再跟您说说情况。”\n\n登记表当天让家长签字。"),
    ("周四开会的议程帮我列一下，30分钟以内",
     "30分钟版本：\n\n1. 开场 + 表扬一件事（2分钟）\n2. 十二月排班调整（5分钟）\n3. 过敏和接送规定——小问答，不要念文件（8分钟）\n4. 圣诞汇演分工和时间（8分钟）\n5. 各班有什么问题，轮流说（5分钟）\n6. 收尾：这周重点一件事（2分钟）\n\n提前一天发到群里，让大家有准备。"),
    ("有个妈妈问如厕训练，她挺焦虑的",
     "可以跟她说这几点：\n\n- 先看孩子有没有准备好：能憋两小时、尿了会告诉你、对马桶感兴趣；\n- 选个平稳的时间，别赶上出门旅行或者家里添二胎；\n- 多鼓励，尿裤子不批评；\n- 穿松紧腰的裤子，别穿背带裤；\n- 在家开始了告诉我们，园里也同步，一致最重要。\n\n再安慰她一句：反复是正常的，一般很快就过去。"),
    ("下周好像要下大雪，停课怎么定",
     "简单版：\n\n- 早上六点半前决定，发家长通+电话留言；\n- 能安全到岗的老师够比例就开，不够就合班开；\n- 老师六点前跟小周说能不能来，不要冒险；\n- 费用按合同里停课的条款处理，提前说清楚。\n\n需要的话我写成给家长的通知。"),
    ("想要个简单点的考核表，别十页",
     "一页纸，四个框：\n\n1. **做得好的**（先让她自己写，再写你的）\n2. **遇到的困难**\n3. **未来半年目标**——最多三个，每个写需要什么支持\n4. **想参加的培训**\n\n最后双方签字、写复评日期。重点是谈话，表格只是记录。"),
    ("新家长问师幼比，我怎么解释不像背书",
     "可以说：“越小的孩子，我们安排的老师越多，而且一整天都不会掉下来——吃饭、轮休、外出都算进去。您有时候看到老师换班，就是我们在保证人数对得上。”家长感兴趣的话带他看看排班板，看得见才放心。"),
    ("帮我写个开放日的朋友圈，可爱点但别太肉麻",
     "参考：\n\n“来看看我们每天的快乐（和一地狼藉）吧🎨🌿 开放日可以见见老师、逛逛教室、问问题。欢迎带宝宝来，有彩泥玩～ 私信预约时间💛”\n\n配一张阳光下空教室的照片，不拍孩子，省得授权的麻烦。"),
    ("员工年会预算很少，有什么点子",
     "几个反响好的：\n\n- 神秘礼物交换，限价五十块，定个主题；\n- 教研日中午每人带一道菜，在休息室聚餐；\n- 搞个“年度奖项”，奖项越搞笑越好（换尿布最快奖、最淡定奖）；\n- 一起做花环或者去附近吃个饭玩个问答。\n\n颁奖那个不花钱，大家能记很久。"),
    ("家长想带生日蛋糕进班，怎么委婉拒绝",
     "“谢谢您想着大家！因为班里有好几个孩子严重过敏，外面带的食物不能分享。不过我们很想一起庆祝——您可以带些贴纸或者泡泡水，我们在集体时间给宝宝唱生日歌、戴王冠。”这样既温和，又给了她别的选择。"),
    ("走失应急预案太老了，应该有哪些",
     "核心步骤：\n\n1. 立刻清点所有班级和户外人数，一人去查门；\n2. 按固定顺序找（卫生间、午睡室、柜子、户外）；\n3. 几分钟找不到：先报警，再通知家长；\n4. 一人看其他孩子，一人带队找，你来统筹；\n5. 事后写报告，按规定上报，复盘哪里出了问题。\n\n要不要我画成一页流程图贴墙上？"),
    ("教研日要干的活帮我列一下",
     "先列一版：\n\n- 玩具和布艺深度清洁（按班轮）\n- 更新墙饰和成长档案\n- 消防流程走一遍\n- 安全防护复训（用小案例）\n- 检查急救箱和有效期\n- 下半学期排班\n- 一起吃午饭🍕\n\n按班分配，谁负责什么一清二楚。"),
    ("供应商老打电话，帮我写个客气的拒绝",
     "“谢谢您的介绍。我们目前没有更换供应商的计划，麻烦把我们从回访名单里移除。以后有需要会主动联系您。祝好。”简短、客气，意思明确。"),
    ("托小班午饭后乱成一锅粥，怎么办",
     "可以试试：\n\n- 午饭后固定的安静流程（同一首歌、关灯、看绘本）；\n- 分组：要睡的先进午睡室，不睡的做安静活动；\n- 留一个老师专门负责换尿布，其他人不被拉走；\n- 这个时段少放点玩具，少抢。\n\n坚持两周再看效果，习惯要时间。"),
    ("说实话这周快撑不住了",
     "听起来真的很累，这么多事一起压过来谁都吃不消。几个小建议：这周只挑真正有截止日期的那件事，其他的稍微放一放；把一件事完整交给小周（不是帮忙，是交给她）；至少有两天好好吃个午饭。你已经做得很多了。要不要我把你这周的事情理成一个现实点的清单？"),
    ("第三周菜单帮我写好听点哈哈 “面条那个”不太行",
     "好的：\n\n- 周一：番茄肉酱意面配青豆\n- 周二：土豆炖鸡块配米饭\n- 周三：香菇青菜包配小米粥\n- 周四：清蒸鱼块配西兰花\n- 周五：宝宝小披萨配蔬菜沙拉\n\n点心：水果酸奶、香蕉蛋糕（无坚果配方）、苹果派。"),
    ("事故登记表要保存多久啊",
     "涉及孩子的事故记录保存时间往往比想象的长，因为有的追责可以等到孩子成年以后。建议查一下保险公司的要求和当地最新的规定，然后写进档案管理制度里，统一执行。"),
    ("怎么让老师真的去看员工手册",
     "别让她们一次看完。每周在群里发一小节加一个问题（“孩子发烧了我们怎么做？”），开会时做个小测验，试用期里每节签字。少量多次，比一次读完有用得多。"),
]
ZH_WRAP_PRE = ["", "", "", "刚从小班出来，", "语音转的文字：", "对了，", "哎，", "先说一下，", "打字不方便长话短说，", "顺便，"]
ZH_WRAP_POST = ["", "", "", "🙏", "👌", "哈", "～", "，先这样", "，我去看午睡了", "😂"]
ZH_VOICE = ["（语音转文字）我现在从乳儿班往办公室走啊然后就是{body}然后还有尿不湿记得提醒我下单快没了就这样",
            "（语音）那个{body}然后刘阿姨叫我去厨房我先过去一下"]
ZH_JOIN = ["\n", "\n还有，", "；另外", "\n+ ", "。然后"]

ZH_STAFF = ["小周", "张老师", "刘阿姨", "小何", "陈老师"]
ZH_PARENTS = ["朵朵妈妈", "乐乐爸爸", "豆豆奶奶", "小宝妈妈", "果果爸爸", "安安妈妈"]
ZH_FAMILIES = ["朵朵家", "乐乐家", "豆豆家", "安安家", "果果家", "小宝家"]

ZH_PASTE = {
    "council_email": {
        "kinds": ["name", "id", "money", "date"],
        "pre": ["区里又发邮件了👇 帮我看看啥意思", "教育局的邮件，转给你，看看我要做什么", "又是区里的🙄 你帮我读一下"],
        "lines": {
            "name": ["贵园下学期的对接人调整为{v}，有问题请直接联系。", "本次核查由{v}负责。", "具体事宜请联系学前科{v}。"],
            "id": ["请在所有材料上注明编号{v}。", "贵园申报已登记，编号{v}。", "工单号：{v}"],
            "money": ["核定补贴金额为{v}。", "经核对多拨付{v}，将在下次拨款中扣回。", "补发金额{v}将随下批一起拨付。"],
            "date": ["人数统计表须在{v}之前提交。", "拨款时间为{v}。", "申报系统将于{v}关闭。"],
        },
    },
    "parent_whatsapp": {
        "kinds": ["name", "date", "money"],
        "pre": ["早上家长群的消息👇", "转几条微信过来", "复制过来免得找不到", "八点前就三条消息😩"],
        "lines": {
            "name": ["园长好，周五我妹妹{v}来接，已经在接送名单上了哈", "这周是孩子外婆{v}接送😊", "您好，我是{v}，安安的继父，刚进群👋"],
            "date": ["我们{v}开始请假两周，不好意思临时说🙈", "{v}能不能加一天托？", "孩子{v}做手术，那周就不来了"],
            "money": ["园长，{v}已经转了，是十二月的，麻烦查收一下", "App上显示我们欠{v}，是不是算错了？", "活动费和照片费一共转了{v}"],
        },
    },
    "staff_chat": {
        "kinds": ["name", "date", "version", "port"],
        "pre": ["老师群里的🙄 贴过来", "你看看这些", "老师群转的，你怎么看"],
        "lines": {
            "name": ["派遣公司说明天晚班派{v}过来", "师范学校的实习生{v}周一来报到", "刚才{v}打电话问副园长的岗位"],
            "date": ["我周六的班能换到{v}吗？", "培训是{v}还是下一周啊？", "我约了{v}看牙，会晚点到，抱歉"],
            "version": ["平板现在显示{v}，日记按钮没了", "我们到底用哪个版本？我的是{v}"],
            "port": ["你弟说签到页面现在是{v}？", "试了:{v}，菜单屏出来了🙌"],
        },
    },
    "dan_text": {
        "kinds": ["command", "port", "version"],
        "pre": ["我弟发的说明🙃 存这儿", "我弟发来的，我一个字都看不懂", "把我弟的消息贴过来存着"],
        "lines": {
            "command": ["导出：{v}", "卡住了就：{v}", "{v}   ← 这个是备份用的"],
            "port": ["签到机后台现在是{v}端口", "菜单屏 = {v}", "测试版跑在{v}上，别给家长"],
            "version": ["平板先停在{v}", "服务器是{v}", "脚本用{v}，新的有bug"],
        },
    },
    "rota": {
        "kinds": ["name", "date"],
        "pre": ["下周排班，比例够不够？", "帮我看一眼🙏", "排班表贴过来了"],
        "lines": {
            "name": ["代班 周二/周三：{v}（派遣）", "新人：{v} 下周一起在小班", "备班：{v}"],
            "date": ["{v} 闭园（培训）", "{v}：人手紧，小周上晚班", "教研日 {v}"],
        },
    },
    "attendance_csv": {
        "kinds": ["name", "id", "money"],
        "pre": ["园务系统导出的考勤，有啥不对的吗？", "导出来了👇 欠费那列看着不对", "帮我看下这个导出"],
        "lines": {
            "name": ["{v},小班,30,0,是,-,一月入园", "{v},乳儿班,20,0,否,-,适应期"],
            "id": ["豆豆,中班,30,28,是,-,申报号{v}", "安安,托小班,25,25,是,-,编号{v}"],
            "money": ["果果,托小班,40,40,否,{v},逾期", "小宝,中班,30,27,是,{v},有疑问"],
        },
    },
    "kiosk_log": {
        "kinds": ["version", "port"],
        "pre": ["签到机又抽风了，我弟让我把日志贴给你", "签到机的日志🙃 啥意思"],
        "lines": {
            "version": ["INFO  signin-kiosk starting version={v}", "INFO  updater: now running {v}"],
            "port": ["INFO  http server listening on 0.0.0.0:{v}", "WARN  admin ui bound to 127.0.0.1:{v} only"],
        },
    },
}
ZH_TOOL_ASK = {
    "booking_lookup": ["帮我查下系统里{fam}的账单", "园务系统里{fam}是什么情况？看下账单", "查一下{fam}欠没欠费"],
    "staff_calendar": ["员工日历接下来有啥？", "帮我看下接下来几周的员工日历", "日历上有没有我要注意的"],
    "inbox_search": ["帮我翻一下邮箱，这周有啥重要的", "搜下邮件，区里或者供应商有没有新消息", "邮箱里有没有我漏看的？帮我看看"],
}
ZH_CAL_EVENTS = ["班长碰头会", "消防演练（不预告）", "全体员工会", "谈话：张老师", "尿不湿到货", "和刘阿姨定菜单", "检查急救箱"]
ZH_CAL_DATED = ["教研日", "家长会", "督导检查窗口", "锅炉保养", "寒假闭园", "补贴材料截止", "拍照"]
ZH_NAME_CAL = ["入职：{v}（代班）", "面试：{v}——副园长岗位", "来访：{v}（区教育局）", "谈话：{v}"]
ZH_INBOX_LINES = {
    "id": [("小树苗园务系统", "您的售后单{v}已更新。"), ("家长通客服", "已为您创建工单{v}。"),
           ("某区教育局学前科", "贵园事项已登记，编号{v}。")],
    "money": [("童床供应商", "报价见附件，合计{v}（含税）。"), ("某区教育局学前科", "本次拨付{v}已到账，请查收。"),
              ("小橡树餐饮", "本期应付：{v}。")],
    "date": [("某区教育局学前科", "确认来访时间为{v}。"), ("某区教育局学前科", "材料截止时间为{v}。"),
             ("童床供应商", "新床送货时间约在{v}。")],
    "version": [("家长通客服", "家长通{v}本周推送，日记页面改版。"), ("小树苗园务系统", "园务系统{v}修复了账单四舍五入的问题。"),
                ("小树苗园务系统", "签到机固件{v}已发布。")],
    "name": [("恒信财务", "您好，我是{v}，以后由我负责贵园的账户。"), ("某区教育局学前科", "紧急事项请联系{v}。"),
             ("某区教育局学前科", "届时由{v}代表我们上门。")],
}
ZH_ASST_CMD_ASK = ["{p}怎么弄？我弟不回消息", "{p}的命令是啥来着，找不到了", "办公室电脑上{p}怎么操作"]
ZH_ASST_CMD = ["按你弟装的系统来看，{p}应该是：\n\n```\n{v}\n```\n\n在办公室电脑的终端里跑。报错就截图发你弟，别自己改。",
               "{p}用这个：\n\n    {v}\n\n一个字符都别差，横杠也要有。可能要等一会儿才有输出。",
               "试试这个（{p}）：`{v}`——要密码的话是办公室电脑的开机密码，不是园务系统的。"]
ZH_ASST_MONEY_ASK = ["每周{h}小时，{w}周，每小时{rate}元，一共多少？补贴的事", "帮我算下：{h}小时×{w}周，{rate}元一小时",
                     "标准{rate}元/小时，她每周{h}小时，{w}周，多少钱"]
ZH_ASST_MONEY = ["{h}小时×{w}周={hw}小时，每小时{rate}元，一共{v}。", "总共{hw}个小时，按{rate}元/小时算是{v}。",
                 "合计{hw}小时（{h}×{w}），乘以{rate}元，就是{v}。"]
ZH_ASST_DATE_ASK = ["一月入园的宝宝六周回访定哪天好？", "下次消防演练定哪天，别周一", "员工放松下午定个日子吧，寒假后"]
ZH_ASST_DATE = ["我建议{v}——时间够长，也避开了开学第一周和放假。", "{v}怎么样？周中一般比较平稳，日历上那天也没别的安排。",
                "建议{v}。现在就放进员工日历，方便排代班。"]
ZH_CSV_FILLER = ["小米,乳儿班,40,38,否,-,", "多多,托小班,30,30,是,-,", "糖糖,中班,30,29,是,-,", "甜甜,小班,25,25,是,-,",
                 "牛牛,中班,40,36,否,-,", "可可,小班,20,18,是,-,"]
ZH_ROTA_TABLE = ("班级    | 周一      | 周二      | 周三      | 周四      | 周五\n"
                 "乳儿班  | 陈老师早  | 陈老师早  | 陈老师晚  | 陈老师早  | 陈老师早\n"
                 "托小班  | 张老师早  | 张老师早  | 小何      | 张老师早  | 小何\n"
                 "小班    | 小何晚    | 小何晚    | 张老师晚  | 小何晚    | 张老师晚\n"
                 "中班    | 小周      | 小周      | 小周      | 小周晚    | 小周\n"
                 "厨房    | 刘阿姨    | 刘阿姨    | 刘阿姨    | 刘阿姨    | 刘阿姨")

EN_WA_FILLER = ["thanks for today, she loved the painting 💛", "is it pyjama day on friday?? x",
                "he's a bit snotty but no temp, just so you know", "found his other shoe in my bag 🙈 sorry!"]
ZH_WA_FILLER = ["谢谢老师，今天她特别喜欢画画💛", "周五是睡衣日吗？", "有点流鼻涕但不发烧，跟您说一声", "他另一只鞋在我包里🙈不好意思"]
EN_STAFF_FILLER = ["who took the big scissors from Owls 😤", "Bev says fish pie tmrw not pasta",
                   "sleep room check done ✅", "can someone bring nappies to Ladybirds pls"]
ZH_STAFF_FILLER = ["谁把中班的大剪刀拿走了😤", "刘阿姨说明天改吃鱼，不吃面了", "午睡室巡查完毕✅", "谁帮忙拿点尿不湿到乳儿班"]
EN_OPEN = [("morning!! mad day ahead ☕", "Morning! I'm here — send things over as they come and I'll keep track."),
           ("hiya, in between rooms so will be bitty today sorry", "No problem at all — bitty is fine, I'll keep it all together.")]
ZH_OPEN = [("早！今天事超多☕", "早上好！有事随时发，我帮你记着。"),
           ("在各个班之间跑，今天消息会很碎，见谅", "没事，碎一点没关系，我帮你归拢。")]
EN_CLOSE = [("ok thats me done for today, home time 🙌", "Well done today — that was a lot. Rest up!"),
            ("right off to do the close, night", "Night! Hope the close goes smoothly.")]
ZH_CLOSE = [("好了今天就到这，下班🙌", "今天辛苦了，好好休息！"), ("我去锁门了，晚安", "晚安，路上小心～")]

EN_PORTS = ["8080", "8443", "3000", "5000", "8000", "8888", "9090", "5173", "4200", "7000", "8123", "9443",
            "6060", "8081", "8090", "9000", "1880", "5601", "8501", "7860", "4000", "3001", "8181", "9100",
            "7443", "8765", "5050", "6080"]
WD_ZH = "一二三四五六日"

CARRIER_W = {
    "name": [("user", 5), ("paste", 3), ("tool", 2)],
    "command": [("user", 5), ("paste", 3), ("asst", 2)],
    "id": [("user", 45), ("paste", 25), ("tool", 30)],
    "port": [("user", 6), ("paste", 4)],
    "version": [("user", 5), ("paste", 25), ("tool", 25)],
    "money": [("user", 45), ("paste", 2), ("tool", 2), ("asst", 15)],
    "date": [("user", 5), ("paste", 2), ("tool", 2), ("asst", 1)],
    "decision": [("user", 1)], "constraint": [("user", 1)], "question": [("user", 1)],
}
TOOL_KINDS = {"booking_lookup": ["id", "money", "name"], "staff_calendar": ["date", "name"],
              "inbox_search": ["id", "money", "date", "version", "name"]}


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = random.Random("ce/%d/%d/%d" % (seed, 1 if zh else 0, attempt))
        self.needles = []
        self.pools = {}

    # -- helpers ---------------------------------------------------------------------------
    def D(self, name):
        return globals()[("ZH_" if self.zh else "EN_") + name]

    def nxt(self, key, items):
        """Cycle through a shuffled copy of items (so labels repeat as little as possible)."""
        p = self.pools.get(key)
        if not p:
            p = list(items)
            self.rng.shuffle(p)
            self.pools[key] = p
        return p.pop()

    def ok(self, v):
        return all(v not in n and n not in v for n in self.needles)

    def fresh(self, fn):
        for _ in range(400):
            v = fn()
            vals = v if isinstance(v, tuple) else (v,)
            if all(self.ok(x) for x in vals) and len(set(vals)) == len(vals) and \
                    all(a == b or (a not in b) for a in vals for b in vals):
                self.needles.extend(vals)
                return v
        raise RuntimeError("no fresh value")

    def typo(self, tpl):
        r = self.rng
        parts = re.split(r"(\{[^}]*\})", tpl)
        if self.zh:
            if r.random() < 0.15:
                for i, p in enumerate(parts):
                    if not p.startswith("{") and ("在" in p or "的" in p):
                        parts[i] = p.replace("在", "再", 1) if "在" in p else p.replace("的", "地", 1)
                        break
            return "".join(parts)
        if r.random() > 0.3:
            return tpl
        spots = [(i, m) for i, p in enumerate(parts) if not p.startswith("{")
                 for m in re.finditer(r"[a-z]{4,}", p)]
        if not spots:
            return tpl
        i, m = r.choice(spots)
        w = m.group()
        k = r.randint(1, len(w) - 2)
        op = r.randint(0, 2)
        if op == 0:
            nw = w[:k] + w[k + 1] + w[k] + w[k + 2:]
        elif op == 1:
            nw = w[:k] + w[k + 1:]
        else:
            nw = w[:k] + w[k] + w[k:]
        p = parts[i]
        parts[i] = p[:m.start()] + nw + p[m.end():]
        return "".join(parts)

    def fmt(self, tpl, f, **extra):
        kw = dict(f)
        kw.update(extra)
        lab = f.get("label", "")
        kw.setdefault("role", lab)
        kw.setdefault("what", lab)
        kw.setdefault("purpose", lab)
        kw["Role"] = cap(kw["role"])
        kw["What"] = cap(kw["what"])
        return self.typo(tpl).format(**kw)

    # -- values ----------------------------------------------------------------------------
    def digits(self, k):
        return str(self.rng.randint(10 ** (k - 1), 10 ** k - 1))

    def letters(self, k):
        return "".join(self.rng.choice("ABCDEFGHJKLMNPRSTWXY") for _ in range(k))

    def fill_pat(self, pat):
        return pat.format(n3=self.digits(3), n4=self.digits(4), n5=self.digits(5), n6=self.digits(6),
                          L1=self.letters(1), L2=self.letters(2))

    def rand_day(self, midweek=False):
        d = date(2026, 12, 1) + timedelta(days=self.rng.randint(0, 150))
        while d.weekday() >= 5 or (midweek and d.weekday() not in (1, 2, 3)):
            d += timedelta(days=1)
        return d

    def date_str(self, asst=False):
        d = self.rand_day(midweek=asst)
        if self.zh:
            if asst:
                return "%d月%d日（周%s）" % (d.month, d.day, WD_ZH[d.weekday()])
            return self.rng.choice([
                    "%d月%d日" % (d.month, d.day), "%d月%d号" % (d.month, d.day),
                    "%d月%d日（周%s）" % (d.month, d.day, WD_ZH[d.weekday()]),
                    "%d月%d号上午" % (d.month, d.day), "%d月%d号下午" % (d.month, d.day)])
        dd = d.day
        suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        a, A, b, B = d.strftime("%a"), d.strftime("%A"), d.strftime("%b"), d.strftime("%B")
        if asst:
            return "%s %d %s" % (A, dd, B)
        return self.rng.choice(["%s %d %s" % (a, dd, b), "%s %d%s %s" % (A, dd, suf, B), "%d%s %s" % (dd, suf, b),
                                "%s the %d%s" % (A, dd, suf), "%d %s" % (dd, B), "the %d%s of %s" % (dd, suf, B)])

    def money_str(self, cur):
        r = self.rng
        n = r.randint(45, 6800)
        c = r.randint(1, 99)
        if self.zh:
            return r.choice(["¥{:,}".format(n), "%d元" % n, "%d块" % n, "%s万" % (r.randint(11, 59) / 10.0),
                             "¥{:,}.{:02d}".format(n, c)])
        if cur == "€":
            return r.choice(["€{:,}".format(n), "€{:,}.{:02d}".format(n, c), "EUR {:,}.{:02d}".format(n, c)])
        return r.choice(["£{:,}".format(n), "£{:,}.{:02d}".format(n, c), "£%d" % n, "£{:,}.{:02d}".format(n, c)])

    def version_str(self):
        r = self.rng
        a, b, c = r.randint(1, 9), r.randint(0, 24), r.randint(0, 19)
        return r.choice(["%d.%d.%d" % (a, b, c), "v%d.%d.%d" % (a, b, c), "%d.%d.%d" % (a, b, c)])

    def command_str(self, key):
        r = self.rng
        cli, app = ("xsm", "jzt") if self.zh else ("kdesk", "pebble")
        rooms = ["ruer", "tuoxiao", "xiaoban", "zhongban"] if self.zh else ["ladybirds", "caterpillars", "acorns", "owls"]
        fams = ["duoduo", "lele", "doudou", "anan"] if self.zh else ["mensah", "hughes", "patel", "clarke"]
        room, w, n, fam = r.choice(rooms), r.randint(2, 52), r.randint(11, 97), r.choice(fams)
        ini = r.choice(["jw", "mk", "ab", "kp", "zl", "hy"])
        return {
            "export": "%s export attendance --room %s --week %d --format csv" % (cli, room, w),
            "regen": "%s invoices regenerate --family %s-%d --term spring27" % (cli, fam, n),
            "funding": "%s funding export --term spring27 --headcount --out claim_%d.csv" % (cli, n),
            "restart": "ssh pi@kiosk-%s.local 'sudo systemctl restart signin-kiosk'" % room,
            "rsync": "rsync -av --delete /srv/%s/backups/ nas:/volume1/nursery/backup-wk%d/" % (cli, w),
            "menu": "python3 ~/bin/menu_allergens.py --week %d --check nuts,sesame" % w,
            "pin": "%s users reset-pin --staff %s%d" % (cli, ini, n),
            "log": "tail -n %d /var/log/kiosk/signin.log | grep -i error" % (n * 10),
            "ratios": "%s report ratios --room %s --interval %dm" % (cli, room, n % 30 + 5),
            "dump": "pg_dump -Fc %s > /mnt/usb/%s_wk%d.dump" % (cli, cli, w),
            "sync": "%s parents sync --app %s --dry-run --limit %d" % (cli, app, n),
            "docker": "docker compose -f /opt/kiosk/compose.yml logs --tail %d web" % n,
            "printer": "lpadmin -p Office_Laser_%d -E -v ipp://printer.local/ipp/print" % n,
        }[key]

    def make_fact(self, kind, carrier):
        r = self.rng
        f = {"kind": kind, "carrier": carrier}
        if kind == "name":
            if self.zh:
                v = self.fresh(lambda: r.choice(ZH_SUR) + r.choice(ZH_GIVEN))
            else:
                v = self.fresh(lambda: r.choice(EN_FIRST) + " " + r.choice(EN_LAST))
            f.update(v=v, label=self.nxt("role", self.D("ROLES")), needles=[v])
        elif kind == "command":
            key = self.nxt("cmdkey", sorted(EN_COMMAND_PURPOSES))
            v = self.fresh(lambda: self.command_str(key))
            f.update(v=v, label=self.D("COMMAND_PURPOSES")[key], needles=[v])
        elif kind == "id":
            pat, lab = self.nxt("idlab", self.D("ID_LABELS"))
            v = self.fresh(lambda: self.fill_pat(pat))
            f.update(v=v, label=lab, needles=[v])
        elif kind == "port":
            v = self.fresh(lambda: r.choice(EN_PORTS))
            f.update(v=v, label=self.nxt("portlab", self.D("PORT_LABELS")), needles=[v])
        elif kind == "version":
            v = self.fresh(self.version_str)
            f.update(v=v, label=self.nxt("verlab", self.D("VERSION_LABELS")), needles=[v])
        elif kind == "money":
            if carrier == "asst":
                def gen():
                    h, w = r.choice([10, 15, 20, 30]), r.choice([11, 12, 13, 14, 38])
                    if self.zh:
                        rate = r.randint(12, 35)
                        return "%d元" % (h * w * rate), h, w, str(rate)
                    rate = r.choice(["5.62", "5.38", "6.10", "9.85", "11.20", "4.97", "7.45"])
                    return "£{:,.2f}".format(h * w * float(rate)), h, w, rate
                box = {}

                def gen1():
                    v, h, w, rate = gen()
                    box.update(h=h, w=w, rate=rate, hw=h * w)
                    return v
                v = self.fresh(gen1)
                f.update(box)
                f.update(v=v, label="", needles=[v])
            else:
                if self.zh:
                    lab, cur = self.nxt("monlab", ZH_MONEY_LABELS), "¥"
                else:
                    lab, cur = self.nxt("monlab", EN_MONEY_LABELS)
                v = self.fresh(lambda: self.money_str(cur))
                f.update(v=v, label=lab, needles=[v])
        elif kind == "date":
            if self.zh and carrier == "user" and self.rel_left > 0 and r.random() < 0.3:
                self.rel_left -= 1
                v = self.fresh(lambda: r.choice(ZH_REL_DATES))
            else:
                v = self.fresh(lambda: self.date_str(asst=(carrier == "asst")))
            f.update(v=v, label=self.nxt("datelab", self.D("DATE_LABELS")), needles=[v])
        elif kind == "decision":
            c, rr = self.fresh(lambda: self.nxt("dec", self.D("DECISIONS")))
            f.update(c=c, r=rr, needles=[c, rr])
        elif kind == "constraint":
            w, s = self.fresh(lambda: self.nxt("con", self.D("CONSTRAINTS")))
            f.update(w=w, s=s, needles=[w, s])
        elif kind == "question":
            q = self.fresh(lambda: self.nxt("q", self.D("QUESTIONS")))
            f.update(q=q, needles=[q])
        return f

    # -- rendering -------------------------------------------------------------------------
    def user_line(self, f):
        return self.fmt(self.rng.choice(self.D(f["kind"].upper() + "_T")), f)

    def ack(self, f):
        t = self.rng.choice(self.D("ACK")[f["kind"]])
        return t.format(label=f.get("label", ""))

    def ep_user(self, group):
        r = self.rng
        lines = [self.user_line(f) for f in group]
        body = lines[0]
        for ln in lines[1:]:
            body += r.choice(self.D("JOIN")) + ln
        if r.random() < 0.1:
            text = r.choice(self.D("VOICE")).format(body=body)
        else:
            pre = r.choice(self.D("WRAP_PRE"))
            lab = group[0].get("label", "")
            if pre and lab and lab != cap(lab) and body.startswith(cap(lab)):
                body = lab + body[len(lab):]
            text = pre + body + r.choice(self.D("WRAP_POST"))
        if len(group) == 1:
            reply = self.ack(group[0])
        else:
            a2 = self.ack(group[-1])
            m = re.match(r"^[^.。]{0,30}[.。]\s*", a2)
            if m and len(a2) - m.end() > 8:
                a2 = a2[m.end():]
            reply = r.choice(self.D("ACK_TWO")) + ("" if self.zh else " ") + a2
        if r.random() < 0.45:
            reply += "\n\n" + r.choice(self.D("CHUNKS"))
        ep = [("user", text), ("assistant", reply)]
        if r.random() < 0.12:
            u, a = r.choice(self.D("FILLER_SHORT"))
            ep += [("user", u), ("assistant", a)]
        return ep

    def ep_paste(self, ptype, group):
        r = self.rng
        P = self.D("PASTE")[ptype]
        used = []
        facts_lines = [self.pick(P["lines"][f["kind"]], used).format(v=f["v"]) for f in group]
        zh = self.zh
        if ptype == "council_email":
            head = ("---------- 转发的邮件 ----------\n发件人：某区教育局学前科 <xqk@edu.example.gov.cn>\n日期：2026年11月%d日\n"
                    "主题：关于本学期普惠补贴核定的通知\n\n各托育机构：\n\n根据本学期核定情况，现将贵园有关事项通知如下：\n" % r.randint(16, 27)) if zh else \
                   ("---------- Forwarded message ---------\nFrom: Early Years Funding Team <eyfunding@eastbridge.gov.uk>\n"
                    "Date: %s\nSubject: Spring term funding — provider update\n\nDear Provider,\n\n"
                    "Following the recent headcount, please see the update for your setting below.\n" % date(2026, 11, r.randint(16, 27)).strftime("%a %d %b %Y"))
            tail = "\n\n如有疑问，请在工作日联系我们。\n\n某区教育局学前科" if zh else \
                "\n\nIf you have any questions, please contact the team during office hours.\n\nKind regards,\nEarly Years Funding & Sufficiency\nEastbridge Council"
            body = head + "\n" + "\n".join(("%d. " % (i + 1)) + ln for i, ln in enumerate(facts_lines)) + tail
        elif ptype in ("parent_whatsapp", "staff_chat"):
            who = self.D("PARENTS") if ptype == "parent_whatsapp" else self.D("STAFF")
            fill = self.D("WA_FILLER") if ptype == "parent_whatsapp" else self.D("STAFF_FILLER")
            lines = facts_lines + r.sample(fill, r.randint(1, 2))
            r.shuffle(lines)
            day = r.randint(16, 27)
            out = []
            hh, mm = 7, r.randint(0, 30)
            for ln in lines:
                mm += r.randint(1, 14)
                if mm >= 60:
                    hh, mm = hh + 1, mm - 60
                spk = r.choice([w for w in who if w.split(" ")[0] not in ln] or who)
                out.append("[%d/11, %02d:%02d] %s: %s" % (day, hh, mm, spk, ln))
            body = "\n".join(out)
        elif ptype == "dan_text":
            body = ("【我弟】\n" if zh else "Dan 🛠️:\n") + "\n".join("- " + ln for ln in facts_lines) + \
                ("\n千万别点更新😂" if zh else "\n\nand PLEASE don't click update on anything 😂")
        elif ptype == "rota":
            body = self.D("ROTA_TABLE") + ("\n\n备注：\n" if zh else "\n\nNOTES:\n") + "\n".join(facts_lines)
        elif ptype == "attendance_csv":
            hdr = "幼儿,班级,预约时长,实际时长,普惠,欠费,备注" if zh else "child,room,booked_hrs,attended_hrs,funded,balance,notes"
            rows = facts_lines + r.sample(self.D("CSV_FILLER"), 4)
            r.shuffle(rows)
            body = hdr + "\n" + "\n".join(rows)
        else:  # kiosk_log
            rows = facts_lines + r.sample(EN_LOG_FILLER, 4)
            r.shuffle(rows)
            day = r.randint(16, 27)
            out, mm = [], r.randint(10, 40)
            for ln in rows:
                mm += r.randint(1, 3)
                out.append("2026-11-%02d 07:%02d:%02d %s" % (day, mm, r.randint(0, 59), ln))
            body = "\n".join(out)
        text = r.choice(P["pre"]) + "\n\n" + body
        return [("user", text), ("assistant", self.sum_reply(self.D("PASTE_OPEN")[ptype], group))]

    def pick(self, options, used):
        """Choose an option not used yet in this message (falls back to any)."""
        left = [o for o in options if o not in used] or list(options)
        o = self.rng.choice(left)
        used.append(o)
        return o

    def sum_reply(self, openers, group):
        r = self.rng
        parts = [r.choice(openers)]
        for k in sorted(set(f["kind"] for f in group)):
            parts.append(r.choice(self.D("ADVICE")[k]))
        cl = r.choice(self.D("CLOSER"))
        if cl:
            parts.append(cl)
        return ("" if self.zh else " ").join(parts)

    def ep_tool(self, tname, group):
        r = self.rng
        zh = self.zh
        if tname == "booking_lookup":
            fam = r.choice(self.D("FAMILIES"))
            ask = r.choice(self.D("TOOL_ASK")[tname]).format(fam=fam)
            args = {"system": "小树苗园务系统" if zh else "KinderDesk", "account": fam, "include": ["invoices", "children"]}
            recs = []
            for f in group:
                if f["kind"] == "name":
                    recs.append({"联系人": f["v"], "关系": r.choice(["外婆（接送名单）", "继父", "姑姑（接送名单）"]), "状态": "已验证"} if zh else
                                {"contact": f["v"], "relationship": r.choice(["grandparent (collection list)", "stepparent", "aunt (collection list)"]),
                                 "status": "verified"})
                elif f["kind"] == "id":
                    recs.append({"账单号": f["v"], "账期": "2026年11月", "状态": "未付"} if zh else
                                {"invoice": f["v"], "period": "Nov 2026", "status": "unpaid"})
                else:
                    recs.append({"项目": "保育费", "金额": f["v"], "状态": r.choice(["未付", "部分已付"])} if zh else
                                {"item": "fees", "amount": f["v"], "status": r.choice(["unpaid", "part-paid"])})
            recs.append({"账期": "2026年10月", "状态": "已付"} if zh else {"period": "Oct 2026", "status": "paid"})
            r.shuffle(recs)
            out = json.dumps({"account": fam, "records": recs}, ensure_ascii=False, indent=1)
        elif tname == "staff_calendar":
            ask = r.choice(self.D("TOOL_ASK")[tname])
            args = {"calendar": "staff", "from": "2026-11-23", "weeks": 8}
            lines = []
            for f in group:
                if f["kind"] == "date":
                    lines.append("• %s — %s" % (f["v"], r.choice(self.D("CAL_DATED"))))
                else:
                    wd = r.choice(["周一", "周二", "周三", "周四"] if zh else ["Mon", "Tue", "Wed", "Thu"])
                    lines.append("• %s — %s" % (("下个" if zh else "next ") + wd, r.choice(self.D("NAME_CAL")).format(v=f["v"])))
            for ev in r.sample(self.D("CAL_EVENTS"), 3):
                lines.append("• %s — %s" % (("每" if zh else "every ") + r.choice(["周二", "周四"] if zh else ["Tue", "Thu"]), ev))
            r.shuffle(lines)
            out = "\n".join(lines)
        else:
            ask = r.choice(self.D("TOOL_ASK")[tname])
            args = {"query": "is:unread newer_than:7d", "folder": "INBOX", "limit": 5}
            mails, used = [], []
            for f in group:
                frm, ln = self.pick(self.D("INBOX_LINES")[f["kind"]], used)
                ln = ln.format(v=f["v"])
                mails.append(("发件人：%s | 11月%d日\n   %s" if zh else "From: %s | %d Nov\n   %s") % (frm, r.randint(16, 27), ln))
            mails.append(("发件人：学前教育周刊 | 11月%d日\n   本期内容：冬季户外活动的十个点子……" if zh else
                          "From: Early Years Weekly | %d Nov\n   This week: ten ideas for winter outdoor play...") % r.randint(16, 27))
            r.shuffle(mails)
            out = "\n".join("%d) %s" % (i + 1, m) for i, m in enumerate(mails))
        payload = (json.dumps(args, ensure_ascii=False), out)
        return [("user", ask), ("tool", tname, payload), ("assistant", self.sum_reply(self.D("TOOL_OPEN")[tname], group))]

    def ep_asst(self, f):
        r = self.rng
        k = f["kind"]
        if k == "command":
            ask = r.choice(self.D("ASST_CMD_ASK")).format(p=f["label"])
            ans = r.choice(self.D("ASST_CMD")).format(p=f["label"], v=f["v"])
        elif k == "money":
            ask = r.choice(self.D("ASST_MONEY_ASK")).format(h=f["h"], w=f["w"], rate=f["rate"])
            ans = r.choice(self.D("ASST_MONEY")).format(h=f["h"], w=f["w"], rate=f["rate"], hw=f["hw"], v=f["v"])
        else:
            ask = r.choice(self.D("ASST_DATE_ASK"))
            ans = r.choice(self.D("ASST_DATE")).format(v=f["v"])
        ep = [("user", ask), ("assistant", ans)]
        if r.random() < 0.5:
            ep += [("user", r.choice(["perfect ty", "ok great", "👍 thx"] if not self.zh else ["好的谢谢", "完美", "👍"])),
                   ("assistant", r.choice(["You're welcome!", "Any time."] if not self.zh else ["不客气～", "随时找我。"]))]
        return ep

    # -- assembly --------------------------------------------------------------------------
    def build(self):
        r = self.rng
        self.rel_left = 1 if r.random() < 0.6 else 2
        facts = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                opts = CARRIER_W[kind]
                carrier = r.choices([o[0] for o in opts], weights=[o[1] for o in opts])[0]
                facts.append(self.make_fact(kind, carrier))
        for f in facts:  # relative Chinese dates only read naturally in the user's own words
            if f["kind"] == "date" and f["v"] in ZH_REL_DATES:
                f["carrier"] = "user"
        by = {c: [f for f in facts if f["carrier"] == c] for c in ("user", "paste", "tool", "asst")}
        for c in by:
            r.shuffle(by[c])
        pastes = self.D("PASTE")
        pair_p = 0.22
        for _ in range(6):
            eps = []
            pool = list(by["user"])
            while pool:
                g = [pool.pop()]
                if pool and r.random() < pair_p and g[0]["kind"] != "question" and pool[-1]["kind"] != "question":
                    g.append(pool.pop())
                eps.append(self.ep_user(g))
            pool = list(by["paste"])
            while pool:
                f = pool.pop()
                ptype = r.choice([t for t in sorted(pastes) if f["kind"] in pastes[t]["kinds"]])
                g, want = [f], r.randint(1, 3)
                for h in list(pool):
                    if len(g) < want and h["kind"] in pastes[ptype]["kinds"]:
                        g.append(h)
                        pool.remove(h)
                eps.append(self.ep_paste(ptype, g))
            pool = list(by["tool"])
            while pool:
                f = pool.pop()
                tname = r.choice([t for t in sorted(TOOL_KINDS) if f["kind"] in TOOL_KINDS[t]])
                g, want = [f], r.randint(1, 3)
                for h in list(pool):
                    if len(g) < want and h["kind"] in TOOL_KINDS[tname]:
                        g.append(h)
                        pool.remove(h)
                eps.append(self.ep_tool(tname, g))
            for f in by["asst"]:
                eps.append(self.ep_asst(f))
            nmsg = sum(1 for e in eps for it in e if it[0] != "tool")
            if nmsg <= 232:
                break
            pair_p += 0.15
        target = min(272, max(140 + r.randint(0, 45), nmsg + r.randint(30, 80)))
        longs = list(self.D("FILLER_LONG"))
        r.shuffle(longs)
        shorts = list(self.D("FILLER_SHORT"))
        while nmsg < target - 4:
            if longs and r.random() < 0.55:
                u, a = longs.pop()
            else:
                u, a = r.choice(shorts)
            eps.append([("user", u), ("assistant", a)])
            nmsg += 2
        r.shuffle(eps)
        o, c = r.choice(self.D("OPEN")), r.choice(self.D("CLOSE"))
        eps = [[("user", o[0]), ("assistant", o[1])]] + eps + [[("user", c[0]), ("assistant", c[1])]]
        seq = [it for e in eps for it in e]
        out_facts = [{"kind": f["kind"], "needles": f["needles"]} for f in facts]
        return out_facts, seq

    def tool_rows(self, name, payload):
        return payload



def make_rows(conv):
    facts, seq = conv.build()
    rows = []
    t = datetime(2026, 11, 20, 6, 12, 0)
    n = 0
    call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 26))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_ce%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_ce%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_ce%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_ce%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return facts, rows


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for nd in needles:
        if sum(1 for t in texts if nd in t) != 1:
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
        for attempt in range(200):
            facts, rows = make_rows(Conv(seed, zh, per_kind, attempt))
            if check(facts, rows):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
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
