#!/usr/bin/env python3
"""Held-out retention set "ab": conversation summaries of okbot.

Usage:
    PER_KIND=n SUMMARY_MAX=c python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path of the okbot binary to measure
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated each run)
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Env:
    PER_KIND     facts of each kind per conversation (default 10, at most 12)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a parent helping a teenager apply to universities abroad (deadlines, scholarships,
visa paperwork, a tutor, bank transfers); the kid sometimes types into the chat. Chinese:
家长帮孩子办出国留学申请（签证、奖学金、中介）.

Each conversation seeds ten fact kinds (name, command, id, port, version, money, date,
decision, constraint, question), PER_KIND of each. Every fact has one or more needles: exact
substrings that occur in exactly one row of the conversation (its own message). The rows are
appended with `okbot session append` in batches of 25 messages, each batch followed by
`okbot compress --now`; at the end a fact counts as kept only when ALL its needles are found
verbatim in the output of `okbot context show`. Generation is deterministic per seed.
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
SET = "ab"
BATCH = 25

# ---------------------------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------------------------
EN = {}
EN["kids"] = [("Maya", "mum"), ("Chloe", "dad"), ("Priya", "mum"), ("Amara", "mum"), ("Zoe", "dad"),
              ("Hannah", "dad"), ("Ines", "mum"), ("Lucy", "dad")]
EN["first"] = ["Margaret", "Daniel", "Fatima", "Gregory", "Helena", "Rajesh", "Oksana", "Patrick",
               "Beatriz", "Colin", "Yusuf", "Ingrid", "Marcus", "Rosalind", "Tobias", "Anneke",
               "Dmitri", "Lucinda", "Howard", "Chiara", "Benedict", "Samira", "Wilfred", "Eleanor",
               "Kwame", "Josephine", "Matthias", "Priscilla", "Desmond", "Harriet"]
EN["last"] = ["Okafor", "Lindqvist", "Brennan", "Castellano", "Whitfield", "Varga", "Huang",
              "McAllister", "Petrenko", "Delacroix", "Osei", "Fairbanks", "Kowalczyk", "Ramirez",
              "Sutherland", "Nakamura", "Haddad", "Vandermeer", "Gallagher", "Moreau", "Ashworth",
              "Rinaldi", "Thornbury", "Abernathy"]
EN["roles"] = ["her essay tutor", "the visa agent we're using", "our advisor at the bank",
               "the admissions officer at Leiden", "the school's university counsellor",
               "the landlord for the student flat", "the teacher writing the reference",
               "my cousin in Toronto who offered to host", "the scholarship coordinator",
               "the IELTS prep teacher", "the translator for the certificates",
               "the head of sixth form", "the accommodation office contact in Manchester",
               "the maths tutor", "the lady at the visa centre who actually helped"]
EN["name_user"] = [
    "{n} is {role}, just so you know who I mean when their name comes up",
    "quick note: {role} is {n}. lovely person, replies slowly though",
    "we had a call with {n} ({role}) this morning. went fine I think?",
    "{role}'s name is {n} btw, in case an email from them shows up",
    "Can you remember that {n} is {role}? I keep mixing people up",
    "so {n} — {role} — said they'd look at everything again before the weekend",
    "contacts so far:\n- {role}: {n}\n- the school office: main number on the website\n- the agency hotline (useless)",
    "{kid} here. the person {parent} keeps calling 'that nice one' is {n}, {role}",
]
EN["name_asst"] = [
    "Noted — {n}, {role}. I'll refer to them that way from now on.",
    "I'll keep {n} down as {role} in the contacts list, so when you say the name I'll know who it is.",
]
EN["name_lead"] = ["can you keep track of who's who? I'm drowning in names",
                   "who was that person again, the one from the email? just add them to the list",
                   "add the new contact please, I'm on my phone"]

EN["cmds"] = [
    ("gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -o {f}_small.pdf {f}.pdf", "shrink the PDF under the upload limit"),
    ("pdfunite {f}_p1.pdf {f}_p2.pdf {f}_all.pdf", "merge the scanned pages into one file"),
    ("qpdf --decrypt --password=*** {f}.pdf {f}_open.pdf", "take the password off the bank statement"),
    ("img2pdf scan_*.jpg -o {f}.pdf", "turn the phone photos into one PDF"),
    ("zip -r {f}_docs.zip ./{f}", "bundle everything up for the agent"),
    ("sha256sum {f}.pdf > {f}.sha256", "make a checksum so we know the file didn't change"),
    ("rsync -av ~/Documents/{f}/ /Volumes/backup/{f}/", "back up the application folder to the external drive"),
    ("ocrmypdf {f}.pdf {f}_ocr.pdf", "make the scanned transcript searchable"),
    ("exiftool -all= {f}.jpg", "strip the location data out of the photo"),
    ("convert {f}.png -resize 600x600 {f}_600.jpg", "resize the photo to what the form wants"),
    ("pdftk {f}.pdf cat 1-2 output {f}_first2.pdf", "cut out just the first two pages"),
    ("mkdir -p ~/uni-apps/{f} && mv ~/Downloads/*{f}* ~/uni-apps/{f}/", "tidy up the downloads folder"),
    ("pandoc {f}.md -o {f}.docx", "turn the essay into a Word file for the tutor"),
    ("wc -w {f}.txt", "count the words in the essay"),
    ("ls -lh ~/uni-apps/{f}", "check the file sizes before uploading"),
    ("pdfinfo {f}.pdf", "see how many pages the scan has"),
]
EN["files"] = ["statement", "transcript", "passport", "bank_letter", "ielts_trf", "offer_letter",
               "reference", "cv", "essay_final", "sponsor_letter", "birth_cert", "tb_result",
               "grades_y12", "payslips", "diploma"]
EN["cmd_user"] = [
    "I ran `{c}` to {p}, seemed to work",
    "for future me: `{c}` is how you {p}",
    "{kid} says I should just do {c} to {p}?? is that right",
    "ok so\n{c}\nthat's the one to {p}. saving it here",
    "ran {c} and it worked first time. miracle",
    "my brother told me to use `{c}`, apparently it'll {p}",
    "{kid} typing: I used {c} to {p} bc {parent} was doing it one page at a time lol",
]
EN["cmd_asst"] = [
    "You can {p} with this:\n\n    {c}\n\nRun it from the folder where the files are; it writes a new file and leaves the original alone.",
    "Try `{c}` — that should {p} without touching the originals. If it complains about a missing program, tell me what it says.",
]
EN["cmd_lead"] = ["what do I type for this, I'm in the terminal already",
                  "the laptop thing again. which command?",
                  "ok terminal is open, tell me exactly what to paste"]

EN["id_labels"] = ["visa centre booking reference", "visa application number", "invoice number",
                   "support ticket number", "flight booking reference", "CAS number",
                   "scholarship application number", "transfer reference", "agency contract number",
                   "medical appointment ref"]
EN["id_user"] = [
    "the {label} is {id}, writing it here so I don't lose it",
    "{label}: {id}",
    "got the email!! {label} {id}. finally",
    "if anyone asks for the {label} it's {id}",
    "ugh had to call them again, they gave me {id} as the {label}",
    "{kid} says the {label} on the screen is {id} — does that look like the right format to you?",
    "pasting from the confirmation page:\n> Thank you. Your {label} is {id}. Please keep it for your records.",
]
EN["id_asst"] = ["Here's what I've got logged: the {label} is {id}.",
                 "Found it — {label} {id}. Read it out slowly, they always mishear the letters."]
EN["id_lead"] = ["can you pull up the reference, I'm on hold with them",
                 "what's the number they gave us? they're asking",
                 "quick, the reference thing, the lady on the phone is waiting"]

EN["svcs"] = ["the home NAS with all the scanned documents", "the VPN at home",
              "Jellyfin (so she can watch our shows from abroad)", "remote desktop on the study PC",
              "the family file server", "the Raspberry Pi backup box", "ssh on the old laptop",
              "Home Assistant", "the Nextcloud we share with grandma", "the printer's web page"]
EN["ports"] = ["8443", "5001", "51820", "8096", "3389", "2222", "8123", "1194", "9443", "32400",
               "5006", "8920", "4443", "10022", "6690", "7878", "55022", "9091", "5900", "21114",
               "47984", "6443"]
EN["port_user"] = [
    "fyi {svc} is on port {p}",
    "{svc} — port {p}. don't let me forget that",
    "I set {svc} to use {p} instead of the default, the ISP blocks the normal one apparently",
    "router settings done: forwarded {p} to {svc}",
    "{kid} asked what port {svc} uses. it's {p}, I checked twice",
    "so for {svc} we use port {p}, write it down somewhere safe",
]
EN["port_asst"] = ["For {svc}, connect on port {p} — I'd put that in the shared notes too.",
                   "{svc} should answer on port {p}; if it times out, the router forward is the first thing to check."]
EN["port_lead"] = ["which port was it again? the app is asking",
                   "setting up the thing on her laptop before she goes, what port do I put in",
                   "ok last techy bit I promise. port?"]

EN["vobjs"] = ["her personal statement", "the CV", "the banking app", "the scholarship essay",
               "the visa guidance PDF", "Zoom", "the university app", "the budget spreadsheet",
               "the motivation letter", "the agency's document checklist"]
EN["apps"] = ["the banking app", "Zoom", "the university app"]
EN["ver_user"] = [
    "{obj} is at {v} now, fyi",
    "the version we sent of {obj} was {v}, the newer one isn't finished",
    "updated {obj} to {v} and now everything looks different, great",
    "which one did we send? I'm fairly sure {obj} was {v}",
    "{obj} says {v} at the bottom — check we're not working off an old one",
    "{kid} here: {obj} is {v}, pls stop opening the old one {parent}",
    "- {obj}: {v}\n- the rest: not touched since last week",
]
EN["ver_asst"] = ["For the record, {obj} you attached is {v}.",
                  "Going by the footer, {obj} is {v} — that's the one I'd keep working on."]
EN["ver_lead"] = ["which version is the current one, I'm confused",
                  "there are like four files with the same name, which is latest?",
                  "can you note down the version before I lose track"]

EN["money_user"] = [
    ("the deposit is {m}, due soon-ish", 500, 4000),
    ("sent {m} to the agent today for the service fee", 300, 3500),
    ("tuition for first year: {m}. gulp", 9000, 42000),
    ("{kid}'s scholarship covers {m} per year!!", 2000, 20000),
    ("the bank charged me {m} in fees for that transfer, daylight robbery", 12, 95),
    ("visa fee came to {m}, not counting the health surcharge", 350, 1400),
    ("we budgeted {m} a month for rent, hopefully realistic", 450, 1600),
]
EN["money_asst"] = [("Adding up the deposit, the fees and the first month's rent, that comes to {m} in total.", 1500, 9000),
                    ("So the figure to plan around for the year's living costs is {m}; I'd leave a bit of buffer for exchange rate moves.", 9000, 16000)]
EN["money_lead"] = ["how much was it all together? my head hurts",
                    "can you total that up for me",
                    "what number do I put in the budget sheet?"]

EN["months"] = ["January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December"]
EN["date_user"] = [
    "application deadline is {d}",
    "her interview got moved to {d}",
    "{d} — that's when the visa appointment is",
    "we need the reference letter by {d} at the latest",
    "scholarship results come out {d}, apparently",
    "flights booked for {d} (tentatively!!)",
    "{kid} here, the portal says the deadline is {d}, not what {parent} thought",
]
EN["date_asst"] = ["The date to work back from is {d}.",
                   "According to what you pasted, it's {d} — I'd put a reminder a week before."]
EN["date_lead"] = ["when was that again?", "what's the date, I need to tell the school",
                   "remind me of the date pls"]

EN["decisions"] = [
    ("go with Leiden over Groningen", "the Leiden scholarship covers housing"),
    ("use Wise instead of the bank", "bank fees were insane last time"),
    ("skip the agency entirely", "they wanted a cut of the scholarship"),
    ("book the December IELTS slot", "January clashes with her mock exams"),
    ("take a gap semester", "she's completely burnt out"),
    ("pay the tuition deposit in full", "avoid the instalment surcharge"),
    ("keep the tutor until March", "her essay marks finally went up"),
    ("apply to only five universities", "the application fees add up fast"),
    ("choose university halls for year one", "easier to make friends there"),
    ("fly via Dubai", "the direct flight costs double"),
    ("open the student account in person", "the online form kept rejecting her address"),
    ("drop the Toronto application", "the visa wait there is too long"),
    ("send the originals by DHL", "the post office lost a parcel before"),
    ("let her write the essay alone", "the tutor's edits made it sound fake"),
    ("accept the conditional offer from Manchester", "the course has a placement year"),
    ("buy the health insurance here", "cheaper than the campus plan"),
    ("get the certificates translated in town", "the agency's translator takes three weeks"),
    ("do the interview from the school library", "our wifi drops every evening"),
    ("split the transfer into two payments", "the daily limit on my card"),
    ("buy the cheaper laptop", "she mostly uses Google Docs anyway"),
]
EN["dec_user"] = [
    "ok, decision: we'll {c}. {r}, so that settles it.",
    "we're going to {c} because {r}",
    "Talked it through with {kid} last night — we'll {c}. Reason being {r}.",
    "final answer: {c}!! ({r}, as you know)",
    "I've decided to {c}, mostly since {r}",
    "right so we'll {c}. why? {r}. done, no more agonising",
    "{kid} here — {parent} agreed we'll {c} bc {r} :)",
]
EN["constraints"] = [
    "never send the passport scan over WhatsApp", "only pay the agent after the CAS arrives",
    "don't book flights before the visa is approved", "no calls after 10pm on school nights",
    "always cc me on uni emails", "don't touch the savings account for fees",
    "transfers only from the joint account", "never share her login with the agency",
    "keep all receipts in the shared folder", "no applications without her own essay",
    "don't mention the gap year unless asked", "only use the school email for applications",
    "never pay application fees with my credit card", "don't sign anything before I read it",
    "nothing goes to the tutor without her OK", "don't wake her before 9 on weekends",
    "no student loans, full stop", "never transfer money to a personal account",
    "always double-check the IBAN by phone", "don't post her offer on social media",
]
EN["con_user"] = [
    "rule from now on: {c}.",
    "Please remember: {c}. I'm serious about that one",
    "just so we're clear, {c}",
    "{c} — that's non-negotiable in this house lol",
    "One standing rule for all of this: {c}.",
    "and remind me if I forget — {c}",
    "{kid} typing: {parent} says {c}. (not my rule lol)",
]
EN["questions"] = [
    ("can she work part-time on a student visa?", "work part-time on a student visa"),
    ("does the tuition deposit count as proof of funds?", "deposit count as proof of funds"),
    ("do we need to apostille her birth certificate?", "apostille her birth certificate"),
    ("will the scholarship be taxed over there?", "scholarship be taxed over there"),
    ("can I visit her on a tourist visa for more than a month?", "visit her on a tourist visa"),
    ("what happens to the offer if her predicted grades drop?", "if her predicted grades drop"),
    ("is her phone plan going to work abroad or do we need a local SIM?", "phone plan going to work abroad"),
    ("can she bring her medication in checked luggage?", "medication in checked luggage"),
    ("does she need a separate bank account for the scholarship money?", "separate bank account for the scholarship"),
    ("can the university refund the deposit if the visa is refused?", "refund the deposit if the visa is refused"),
    ("does her driving licence work over there?", "driving licence work over there"),
    ("how early can she move into halls?", "how early can she move into halls"),
    ("is the health surcharge refundable if she leaves early?", "health surcharge refundable"),
    ("should the reference letter be signed on paper or is email fine?", "reference letter be signed on paper"),
    ("can she switch courses after the first year?", "switch courses after the first year"),
    ("do they accept her school's grading scale or does it need converting?", "grading scale or does it need converting"),
    ("will she have to do a TB test?", "have to do a TB test"),
    ("can we pay the rent for the whole year upfront?", "rent for the whole year upfront"),
    ("does the visa let her travel to other countries in the holidays?", "travel to other countries in the holidays"),
    ("is there an age limit for the scholarship?", "age limit for the scholarship"),
]
EN["q_user"] = [
    "random q, {q} no rush",
    "something I keep wondering: {q}",
    "Also — {q} don't answer now, we're heading out the door",
    "{kid} wants to know: {q}",
    "one more for the list of unknowns... {q}",
    "question for later (not now): {q}",
    "hmm, {q} I should probably ask the uni directly tbh",
]
EN["q_reply"] = [
    "I've put that on the open-questions list so it doesn't get lost.",
    "Noted as an open question — that one really depends on the official rules at the time, so let's not guess.",
    "Added to the list of things to check. For now, shall we carry on with the documents?",
    "I'll keep it parked with the other unknowns. Anything else before you go?",
]
EN["follow"] = {
    "name": ["I'd also suggest keeping one contacts note with role, email and the last time you spoke — when several offices are involved, it saves a lot of 'who was that again'.",
             "Worth remembering that some people in the process can only talk to her directly, not to you, for data-protection reasons. So if someone goes quiet, it may be that the email should come from her account.",
             "If they've been helpful, a short thank-you email after the next step goes a long way — people remember the families who were pleasant to deal with."],
    "command": ["One habit that helps: keep the originals in one folder and let every converted file go into a separate 'out' folder. Then nothing gets overwritten by accident.",
                "Before uploading anything, open the resulting file once and scroll through it. Scans sometimes come out rotated or with a blank page, and portals won't tell you.",
                "If the portal has a size limit, check it per file and in total — some have both, and the error message usually only mentions one."],
    "id": ["Put reference numbers in the subject line of every email to that office. It's the first thing they search for, and it gets answers faster.",
           "I'd keep a small table: office, reference, date, what it's for. Once there are more than three or four of these, they start to look alike.",
           "Take a screenshot of the confirmation page as well — if the email never arrives, that's your proof."],
    "port": ["Since this is reachable from outside, make sure the login has a strong password and, if the device supports it, two-factor authentication. Open ports get scanned constantly.",
             "Write the router settings down somewhere other than the router itself — if it resets while she's abroad, you'll want to redo it quickly.",
             "Test it from a phone on mobile data, not from the home wifi; from inside the house it can work even when the forwarding is wrong."],
    "version": ["Name the files with the version and the date in the filename — then the tutor, the agency and you always talk about the same file.",
                "When you send a new version to anyone, say in one line what changed. It saves them re-reading the whole thing.",
                "Keep the last version you actually submitted as a read-only copy; you'll want to check what they saw if they ask questions later."],
    "money": ["Keep every payment confirmation in one place, with the date and what it was for. Visa offices and universities sometimes ask for proof months later.",
              "Exchange rates can move a few percent between now and the payment date, so I'd budget with a small margin rather than the exact figure.",
              "It may be worth asking whether paying in their currency or in yours is cheaper — the fee is sometimes hidden in the conversion."],
    "date": ["I'd set two reminders: one a week before, and one two days before. Deadlines abroad are often in their local time zone, so midnight there may be morning here.",
             "Working backwards from that, anything that needs another person (references, translations, bank letters) should be requested now, not the week before.",
             "Worth checking whether it means 'received by' or 'sent by' — for anything going by post that's a big difference."],
    "decision": ["That sounds like a sensible call given what you've described. I'll keep it in mind so we don't reopen it unless something changes.",
                 "Good — having it decided removes one whole branch of worries. The next step follows from it, so let's look at that when you're ready.",
                 "Makes sense. It's also easy to explain to her school or the agency if anyone asks why."],
    "constraint": ["Understood, I'll stick to that and flag it if anything we plan would go against it.",
                   "Clear. If a situation comes up where that rule gets in the way, I'll point it out rather than quietly working around it.",
                   "Got it — I'll treat that as a fixed rule for everything related to the application."],
}
EN["prefixes"] = ["ok so ", "morning! ", "sorry, one more: ", "before I forget — ", "right. ", "update: ", "ugh. "]
EN["lookup"] = {
    "name": ("contacts", "1 match: note 'Contacts — uni stuff' (updated this week)"),
    "command": ("terminal commands pdf", "1 match: note 'Laptop how-tos' (3 entries)"),
    "id": ("reference number confirmation", "2 matches: note 'References', email 'Confirmation of your booking'"),
    "port": ("router port forwarding", "1 match: note 'Home network'"),
    "version": ("latest version", "3 matches: files with the same name in 'Applications/Drafts'"),
    "money": ("budget", "1 match: sheet 'Uni budget' (tab 'Year 1')"),
    "date": ("deadline", "1 match: note 'Deadlines' (pinned)"),
}
EN["joiners"] = ["\n\nalso ", "\n", " — and ", ". oh and ", "\n\n- "]
EN["acks"] = ["Got it.", "Noted!", "Okay, saved.", "Thanks, logged that.", "Understood.",
              "Makes sense.", "Right, written down.", "Perfect, thanks.", "Okay!", "Good to know."]
EN["bridges"] = ["Separate thing — it's coming up soon, so I put together some notes on \"{t}\":",
                 "Also, not urgent: you'll probably want this later, on \"{t}\".",
                 "While I have it in mind, a few notes on \"{t}\" for whenever you get to it:"]
EN["topics"] = [
    ("how does the proof of funds part work in general?",
     "Broadly, the visa office wants to see that the money for tuition and living costs is there and has been there for a while. The usual pattern:\n\n- the money sits in an account in the student's or a parent's name\n- it has been held continuously for a set period (often 28 days, check the current rules)\n- the statement is recent, on bank letterhead, and shows the name and account clearly\n- if it's a parent's account, you add a letter of consent and proof of relationship (birth certificate)\n\nThe most common refusals I see described are about the timing: money moved in and out during the holding period. So once it's in, leave it alone until the application is submitted."),
    ("what should go in the opening of a personal statement?",
     "The opening doesn't need to be dramatic. Admissions readers go through hundreds of these, and the ones that stand out are specific rather than grand.\n\nA few ways in that tend to work:\n\n1. A concrete moment when the subject clicked — a problem, a book, a conversation.\n2. A question she genuinely keeps coming back to.\n3. Straight in with what she has done, then why.\n\nThings to avoid: dictionary definitions, 'ever since I was young', famous quotes. And keep the first paragraph short — three or four sentences is plenty."),
    ("give me a packing list for somewhere cold and rainy",
     "Here's a practical list, split by what's worth bringing versus buying there:\n\n**Bring**\n- a proper waterproof jacket (the expensive one is worth it)\n- two pairs of shoes that survive puddles\n- thermal layers, they pack small\n- adapters, and one extension lead so one adapter serves several plugs\n- copies of every document in a folder, plus scans in the cloud\n- a few things from home — food, photos, a mug\n\n**Buy there**\n- bedding (halls sizes vary)\n- kitchen stuff, ideally second-hand from leaving students\n- umbrella, because it will break anyway\n\nAnd medication: enough for the first weeks plus the prescription in English."),
    ("how do I stop panicking about all of this",
     "That's a very normal reaction — there are a lot of moving parts, and most of them have deadlines you don't control.\n\nWhat tends to help:\n\n- one list, in one place, with everything on it; the panic usually comes from things living only in your head\n- for each item, only the *next* step, not the whole chain\n- one fixed time a week to look at it together with her, instead of checking every evening\n- accept that some things will be slow (visa offices, banks) and that slow isn't the same as wrong\n\nAnd it's worth saying: she's the one going, so letting her own more of it is good practice for when you're not in the same time zone."),
    ("explain conditional vs unconditional offers like I'm five",
     "Sure.\n\n- **Unconditional**: the place is hers. She just has to accept it and do the admin (deposit, visa, housing).\n- **Conditional**: the place is hers *if* something happens first — usually final grades at or above a certain level, sometimes an English test score.\n\nSo with a conditional offer, the main risk is the results day. Many students hold one conditional offer they really want plus one with lower conditions as a backup. Once results are out and the conditions are met, the university confirms and it turns into an unconditional offer."),
    ("what should she ask at the open day?",
     "Good questions to have in her pocket:\n\n1. How many contact hours per week in the first year, and how big are the seminar groups?\n2. What support is there for international students in the first few weeks?\n3. Is accommodation guaranteed for first-years, and until when do you have to apply?\n4. How is the course assessed — exams, coursework, group projects?\n5. What do recent graduates from this course go on to do?\n6. Are there part-time jobs on campus?\n\nAnd one for the students (not the staff) if she can find any: 'what do you wish you'd known before starting?'"),
    ("why do international transfers take so many days?",
     "Usually because the money hops between several banks. Your bank sends it to a correspondent bank, which may pass it to another, and only then does it reach the receiving bank — each step can add a day and sometimes a fee.\n\nThings that speed it up or make it less painful:\n\n- double-check the beneficiary name exactly as the university writes it\n- use the reference they ask for, otherwise the payment sits unmatched for days\n- services that hold money locally in both countries skip most of the hops\n- send early in the week; weekends and bank holidays on either side add delays\n\nKeep the confirmation the bank gives you — if a payment goes missing, that's what they trace it by."),
    ("help me write a polite chaser email to admissions",
     "Here's a draft you can adapt:\n\n---\nSubject: Application status — [full name], [date of birth]\n\nDear Admissions Team,\n\nI hope you are well. I am writing to ask about the status of my application for [course], submitted on [date]. I wanted to check whether you need any further documents from me.\n\nThank you for your time, and I look forward to hearing from you.\n\nKind regards,\n[full name]\n[application reference]\n---\n\nTwo tips: it should come from her, not from you, and from the same address she used to apply. Admissions offices tend to be warier of parents writing in."),
    ("what's the deal with reference letters, who should write them?",
     "Ideally someone who has taught her recently in a subject related to the course, and who can say something specific — not just 'a hard-working student'.\n\nWhat makes a reference useful:\n\n- concrete examples (a project, a question she asked, how she handled a setback)\n- comparison with peers, if the teacher is comfortable with that\n- a line on her independence, since she'll be living far from home\n\nGive the teacher plenty of time, a short summary of what she's applying for, and her draft statement so the two don't contradict each other."),
    ("how should she prepare for the scholarship interview?",
     "Scholarship panels usually want three things: that she understands what the scholarship is for, that she has thought about what she'll do with the opportunity, and that she can talk about herself without reciting.\n\nPreparation that works:\n\n- read the scholarship's own description and pick out the values they mention\n- prepare two or three short stories from her own life that show those values\n- practise out loud with someone who isn't you (sorry!) — a teacher or a friend\n- have one good question to ask them at the end\n\nOn the day: camera at eye level, a quiet room, and a glass of water nearby."),
    ("what do we need to think about for accommodation?",
     "A rough checklist:\n\n- **deadlines**: halls often go first come, first served, even before the offer is final\n- **contract length**: some run for the academic year only, some for the full year\n- **what's included**: bills, internet, bedding, kitchen equipment\n- **distance**: how long to campus in the rain, not in the brochure photo\n- **deposit**: how and when it's returned\n\nFor the first year, university-managed housing is usually the safer bet: the contracts are clearer and there's someone to complain to."),
    ("can you explain how the student visa process works, step by step?",
     "At a high level, it usually goes like this:\n\n1. She gets an offer and accepts it.\n2. The university issues a confirmation document once conditions are met and the deposit is paid.\n3. You gather documents: passport, proof of funds, test results, sometimes medical paperwork or translations.\n4. She fills in the online application and pays the fees.\n5. Biometrics appointment at a visa centre.\n6. Waiting. Standard processing is a few weeks; priority services exist for extra fees.\n7. Decision, then the visa or a permit to collect on arrival.\n\nThe exact rules depend on the country and change often, so always check the official government page rather than forums."),
]
EN["chat"] = [
    ("morning! coffee in hand, let's do this", "Good morning! Ready when you are — where do you want to start today?"),
    ("sorry, got distracted — the dog ate a sock", "Oh no, poor dog. Take your time, I'll be here."),
    ("she's sulking because I read her essay over her shoulder", "Ha — that's a classic. Maybe agree on a time when you read it together instead? Teenagers tend to mind the surprise more than the reading."),
    ("ok back", "Welcome back. We were in the middle of the document list, happy to pick up there."),
    ("thanks, that actually helps a lot", "Glad it helps! Shout whenever something else comes up."),
    ("lol", "😄"),
    ("do you ever get tired of me", "Not at all — this is a lot to keep track of, and it's exactly what I'm here for."),
    ("it's raining AGAIN", "Proper hot-chocolate weather, then. Good practice for where she's going, too."),
    ("I need a holiday after all this, honestly", "You've earned one. Once the big deadlines are behind you it gets much calmer, I promise."),
    ("ok I'm going to bed, brain is mush", "Sleep well — we'll pick it up tomorrow."),
    ("{kid} just walked in and said 'are you talking to the robot again'", "Tell {kid} the robot says hi, and that the robot has read the statement draft and thinks the second paragraph is the strongest."),
    ("sorry for the typos im on my phone in the car park", "No problem at all, typos are fine — I can follow."),
    ("can't believe she's going to be living on her own next year", "It's a big change for both of you. It's okay to feel a bit wobbly about it — it usually means you've done a good job getting her ready."),
    ("grandma called, wants to know 'when she's leaving'. as if I know", "Ha. Maybe give grandma the rough season for now and promise her the exact day once the visa is through — that keeps everyone from planning around a guess."),
    ("brb, pasta boiling over", "Go save the pasta!"),
    ("you're a star", "Aw, thank you. You're doing the hard part."),
    ("right. where were we", "We'd just finished the budget bits. Next on the list was the documents — want to go through what's still missing?"),
    ("hi its {kid}, {parent} is on a call. can you make my essay sound less cringe?", "Hi {kid}! Happy to help. Paste the paragraph you're least happy with and tell me what feels cringe about it — usually it's one or two phrases that try too hard, not the whole thing."),
    ("{kid} again. is it normal to be kind of scared about moving lol", "Totally normal. Almost everyone feels that way before moving abroad, even the people who look super confident. The first two weeks are the strangest; after that it starts to feel like your place."),
    ("hmm ok", "Take your time with it, no need to decide anything today."),
    ("we had a massive argument about the budget at dinner. fun times", "Money conversations are hard, especially mixed with nerves about her leaving. Maybe write the budget down together so it's the spreadsheet everyone argues with, not each other."),
]
EN["pastes"] = [
    "pasting the email they sent:\n\nFrom: International Admissions <admissions@uni.example>\nSubject: Your application – next steps\n\nDear applicant,\n\nThank you for your application. We are pleased to let you know that it is now under review by the academic department. You do not need to take any action at this stage. Please make sure that you check your applicant portal regularly, as any requests for further documents will be made there.\n\nKind regards,\nInternational Admissions Team\n\nwhat does 'under review' actually mean, is that good?",
    "this is the checklist from the agency, can you tidy it up?\n\npassport copy - done\ntranscripts (translated) - waiting\nbank statement - need new one\nreference 1 - done\nreference 2 - chasing\nIELTS - booked\nphoto - redo, background not white\nstatement - final edits",
    "copy paste from the bank app history:\n\nINTL TRANSFER   pending\nINTL TRANSFER   completed\nFX FEE          charged\nINTL TRANSFER   returned - beneficiary name mismatch\n\nwhy did one come back??",
    "the portal shows this now:\n\nStatus: Offer made\nConditions: see offer letter\nResponse required: yes\nAccommodation: application open\n\ndo we click accept straight away?",
    "message from the school:\n\n'Dear parents, the university application evening is next week in the main hall. Please bring any questions about references and predicted grades. Refreshments provided.'\n\nworth going?",
]
EN["paste_reply"] = [
    "Yes, that's a normal, neutral-to-good sign: the admissions office has checked that the application is complete and passed it to the department that decides. Nothing to do for now except watch the portal. I'd check it once or twice a week rather than every day — it'll save your nerves.",
    "Here it is tidied up:\n\n| Item | Status |\n|---|---|\n| Passport copy | done |\n| Transcripts (translated) | waiting |\n| Bank statement | need a new one |\n| Reference 1 | done |\n| Reference 2 | chasing |\n| IELTS | booked |\n| Photo | redo — background must be white |\n| Statement | final edits |\n\nThe photo is the quickest win; the second reference is the one most likely to hold things up.",
    "The one that came back says 'beneficiary name mismatch' — the receiving bank compared the name on the transfer with the account holder and they didn't match closely enough. Common causes: an abbreviation, a missing word like 'University of', or the order of names. Copy the beneficiary name exactly from their payment instructions and resend; the returned money usually comes back minus fees.",
    "Not necessarily straight away — look at the response deadline in the offer letter first. If this is her first choice, accepting is fine; if she's still waiting on others, most systems let her hold it until the deadline. The accommodation application, though, is often first come first served, so that one is worth doing early even before accepting.",
    "Probably worth it, especially for the predicted grades part — teachers often explain how they set them, and you can catch the reference writer in person. Write down two or three questions beforehand so you don't get stuck in the queue for nothing.",
]
EN["tools"] = [
    ("currency_convert", {"from": "GBP", "to": "EUR", "amount": 1000}, "1000 GBP = 1,163.40 EUR (mid-market rate, 2026-11-21 09:00 UTC)",
     "what's the pound to euro rate today roughly?", "About 1.16 euros to the pound at the mid-market rate this morning. Your bank will give you a bit less than that — the difference is their margin."),
    ("web_search", {"query": "student visa processing times current"}, "1. Visa processing times: applications outside the country – gov site\n2. Student visa: how long will it take? – forum thread\n3. Priority and super priority services – gov site",
     "can you check how long visa processing takes at the moment?", "The official processing-times page is the one to trust; it says standard student applications from outside the country are usually decided within about three weeks after biometrics, and there are paid priority services. Forum threads vary a lot, so I'd ignore them."),
    ("calendar_list", {"range": "next 7 days"}, "Mon: dentist (after school)\nTue: parents' evening 18:00\nThu: tutor session\nSat: grandma's birthday lunch",
     "what's on this week? I've lost track", "This week: dentist on Monday after school, parents' evening Tuesday at six, tutor session on Thursday, and grandma's birthday lunch on Saturday. Tuesday looks like the best moment to ask about references."),
    ("notes_search", {"query": "documents checklist"}, "Found 1 note: 'Documents' — passport, transcripts, statement, references, photo, bank letter",
     "what's still on the documents list?", "The list has: passport, transcripts, statement, references, photo and the bank letter. From what you've told me, the photo and the second reference are the ones still open."),
    ("web_search", {"query": "cheap flights students luggage allowance"}, "1. Student fares with extra baggage – airline page\n2. Comparing luggage allowances – travel blog\n3. Youth discount cards explained – blog",
     "do airlines do student deals with extra luggage?", "Some do: a few airlines have student fares with an extra checked bag, and youth discount cards exist in some countries. It's worth comparing the total including bags, since the cheapest base fare often isn't cheapest once she adds a second suitcase."),
    ("weather_lookup", {"city": "Leiden"}, "Leiden: 7°C, light rain, wind 25 km/h. Next days: rain, rain, cloudy.",
     "what's the weather like there right now? {kid} asked", "Seven degrees and light rain, with more rain forecast — very typical for the season. Tell {kid} the waterproof jacket is not optional!"),
]

# ---------------------------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------------------------
ZH = {}
ZH["kids"] = [("朵朵", "我妈"), ("小雨", "我爸"), ("乐乐", "我妈"), ("嘉嘉", "我爸")]
ZH["first"] = ["王", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "胡", "郭", "何",
               "罗", "郑", "梁", "谢", "唐", "韩", "冯", "邓", "曹", "彭", "萧", "董", "潘", "蒋",
               "魏", "陆", "姚", "钟", "崔", "谭"]
ZH["last"] = ["建国", "思琪", "浩然", "雨桐", "子涵", "志强", "晓燕", "文博", "佳怡", "俊杰", "美玲",
              "立新", "海燕", "明轩", "欣然", "国栋", "丽萍", "振华", "雅婷", "春生", "慧敏", "国平",
              "秋菊", "卫东", "若曦", "天佑"]
ZH["roles"] = ["中介的顾问", "雅思老师", "班主任", "银行的客户经理", "签证中心的工作人员",
               "在伦敦的表姐", "写推荐信的物理老师", "学校的升学指导", "那边的房东",
               "奖学金办公室的联系人", "翻译公司的对接人", "以前的学长", "文书老师", "数学家教"]
ZH["name_user"] = [
    "{role}叫{n}，以后我说{n}你就知道是谁了",
    "今天跟{n}通了电话，就是{role}，人挺好的",
    "记一下：{role}是{n}",
    "{n}（{role}）说材料下周给我们",
    "{role}换人了，新的是{n}，微信刚加上",
    "孩子说{role}叫{n}，我老记不住名字",
    "联系人先记这几个：\n- {role}：{n}\n- 学校教务处：官网上有电话\n- 中介前台：打了也没用",
]
ZH["name_asst"] = ["好的，{n}记为{role}，后面你提到这个名字我就知道是谁。",
                   "已经把{n}加进联系人列表了，备注是{role}。"]
ZH["name_lead"] = ["人太多了，你帮我记一下谁是谁", "把新联系人加上吧，我在手机上不方便",
                   "刚才邮件里那个人是谁来着，记进列表"]

ZH["cmd_purpose"] = ["把PDF压缩到上传限制以下", "把扫描的几页合成一个文件", "去掉银行流水PDF的密码",
                     "把手机拍的照片转成一个PDF", "把材料打包发给中介", "生成校验码，确认文件没被改过",
                     "把申请文件夹备份到移动硬盘", "让扫描的成绩单可以搜文字", "去掉照片里的位置信息",
                     "把证件照调成表格要求的尺寸", "只截取前两页", "整理下载文件夹",
                     "把文书转成Word给老师改", "数一下文书字数", "上传前看一下文件大小", "看看扫描件有几页"]
ZH["cmd_user"] = [
    "我刚运行了 `{c}`，用来{p}，好像成功了",
    "记一下，{p}用这个：{c}",
    "孩子说直接敲 {c} 就能{p}，靠谱吗",
    "{c}\n这条是{p}的，先存在这里",
    "跑了 {c}，一次就成功了，奇迹",
    "我弟弟教我用 `{c}` 来{p}",
    "（{kid}打字）我用 {c} {p}了，{parent}一页一页弄太慢了哈哈",
]
ZH["cmd_asst"] = ["可以用这条命令来{p}：\n\n    {c}\n\n在文件所在的文件夹里运行就行，会生成新文件，原文件不动。",
                  "试试 `{c}`，能{p}，原文件不会被改。要是提示找不到程序，把报错发给我。"]
ZH["cmd_lead"] = ["终端已经打开了，我该输什么", "又是电脑的事，用哪条命令？",
                  "你直接告诉我粘贴什么就行"]

ZH["id_labels"] = ["签证中心预约号", "签证申请号", "发票号", "工单号", "机票订单号", "CAS号",
                   "奖学金申请编号", "汇款参考号", "中介合同编号", "体检预约号"]
ZH["id_user"] = [
    "{label}是{id}，先记在这儿免得丢了",
    "{label}：{id}",
    "邮件终于来了！{label} {id}",
    "要是有人问{label}，就是{id}",
    "又打了一次电话，对方给了个{label}：{id}",
    "孩子说屏幕上显示的{label}是{id}，你看格式对不对",
    "确认页面上写的：\n> 感谢您的提交。您的{label}为 {id}，请妥善保存。",
]
ZH["id_asst"] = ["我这边记录的{label}是{id}。", "找到了——{label}是{id}，报的时候字母慢一点念。"]
ZH["id_lead"] = ["帮我找一下那个编号，我在等电话", "他们问我要号码，是多少来着",
                 "快，那个参考号，客服在等"]

ZH["svcs"] = ["家里放扫描件的NAS", "家里的VPN", "书房电脑的远程桌面", "家里的文件服务器",
              "树莓派备份盒子", "旧笔记本的ssh", "跟奶奶共享的Nextcloud",
              "Jellyfin（给孩子在国外看家里的剧）", "家里的Home Assistant", "打印机的管理页面"]
ZH["port_user"] = [
    "对了，{svc}用的是{p}端口",
    "{svc}——端口{p}，别让我忘了",
    "{svc}我改成{p}了，运营商好像把默认端口封了",
    "路由器上把{p}转发到{svc}了，搞定",
    "孩子问{svc}是哪个端口，是{p}吧？我查了两遍，是的",
    "以后连{svc}就用{p}这个端口，记下来",
]
ZH["port_asst"] = ["{svc}连{p}端口就行，建议也写进共享笔记里。",
                   "{svc}应该在{p}端口上，要是连不上，先查路由器的转发。"]
ZH["port_lead"] = ["端口是多少来着？App在问", "出国前给她电脑设置一下，端口填什么",
                   "最后一个技术问题，端口？"]

ZH["vobjs"] = ["个人陈述", "简历", "银行App", "奖学金文书", "签证指南PDF", "Zoom", "学校的App",
               "预算表格", "动机信", "中介给的材料清单"]
ZH["apps"] = ["银行App", "Zoom", "学校的App"]
ZH["ver_user"] = [
    "{obj}现在是{v}了，跟你说一声",
    "发出去的{obj}是{v}，新的还没弄完",
    "{obj}更新到{v}以后，界面全变了，真烦",
    "我们发的是哪一版？我记得{obj}是{v}",
    "{obj}最下面写着{v}，确认一下别用了旧的",
    "（{kid}）{obj}是{v}，{parent}别再打开旧的了",
    "- {obj}：{v}\n- 其他的：上周以后没动过",
]
ZH["ver_asst"] = ["记一下，你发来的{obj}是{v}。", "看页脚，{obj}是{v}，后面就在这一版上改吧。"]
ZH["ver_lead"] = ["现在哪个是最新版，我晕了", "同名文件有四五个，哪个是最新的？",
                  "帮我记一下版本号，不然又搞混"]

ZH["money_user"] = [
    ("押金是{m}，月底前交", 500, 4000),
    ("今天给中介转了{m}，是服务费", 300, 3500),
    ("第一年学费{m}，看得我心一紧", 9000, 42000),
    ("{kid}的奖学金每年有{m}！！", 2000, 20000),
    ("这次汇款银行扣了{m}手续费，太黑了", 12, 95),
    ("签证费一共{m}，还不算医疗附加费", 350, 1400),
    ("房租预算每个月{m}，希望够", 450, 1600),
]
ZH["money_asst"] = [("押金、各种费用加第一个月房租，按你发的数字加起来一共是{m}。", 1500, 9000),
                    ("所以一年生活费要准备{m}，汇率会变，最好再留点余量。", 9000, 16000)]
ZH["money_lead"] = ["加起来一共多少？我头都大了", "帮我算一下总数", "预算表里这一项填多少？"]

ZH["date_user"] = [
    "申请截止日期是{d}",
    "面试改到{d}了",
    "签证预约在{d}",
    "推荐信最晚{d}要拿到",
    "奖学金结果听说{d}出",
    "机票暂定{d}（还没最终确定！）",
    "（{kid}）网站上写的截止是{d}，跟{parent}想的不一样",
]
ZH["date_asst"] = ["要往回倒推的日子是{d}。", "按你贴的内容，是{d}，我建议提前一周设个提醒。"]
ZH["date_lead"] = ["那是哪天来着？", "日期是多少，我要告诉学校", "提醒我一下日子"]

ZH["decisions"] = [
    ("选莱顿不选格罗宁根", "莱顿的奖学金包住宿"),
    ("汇款改用Wise", "银行上次手续费太离谱"),
    ("不找中介了", "他们要抽奖学金的提成"),
    ("报十二月那场雅思", "一月跟期末模考撞了"),
    ("先gap一个学期", "孩子实在太累了"),
    ("学费押金一次性付清", "分期要多收手续费"),
    ("家教续到三月", "文书分数终于上来了"),
    ("只申五所学校", "申请费加起来太多"),
    ("第一年住学校宿舍", "容易交到朋友"),
    ("从迪拜转机", "直飞贵了一倍"),
    ("去银行柜台开户", "网上填地址一直被拒"),
    ("放弃多伦多那边", "签证等太久了"),
    ("原件走DHL寄", "邮局之前丢过件"),
    ("文书让孩子自己写", "老师改完读着太假"),
    ("接曼彻斯特的有条件offer", "那个专业有实习年"),
    ("在国内买保险", "比学校的便宜不少"),
    ("在本地找翻译公司", "中介的翻译要等三周"),
    ("面试去学校图书馆做", "家里网络晚上老断"),
    ("分两笔汇款", "银行卡每天有限额"),
    ("买便宜点的笔记本", "她主要就用网页写东西"),
]
ZH["dec_user"] = [
    "定了：{c}，主要是因为{r}。",
    "我们商量了一下，决定{c}，{r}。",
    "昨晚跟{kid}聊完，{c}吧。原因嘛，{r}。",
    "最终决定{c}！毕竟{r}",
    "好，就这么定了，{c}，理由是{r}，不纠结了",
    "（{kid}打字）{parent}同意{c}了，因为{r} 😄",
    "想了好几天还是{c}，说到底{r}",
]
ZH["constraints"] = [
    "护照扫描件不要用微信发", "CAS没下来之前不给中介付尾款", "签证没批之前不要订机票",
    "上学期间晚上十点后别打电话", "学校的邮件都要抄送给我", "学费不能动定期存款",
    "汇款只能从共同账户走", "不要把孩子的账号密码给中介", "所有收据都放共享文件夹",
    "文书必须是孩子自己写的", "没人问就别提gap年", "申请只用学校邮箱",
    "不要用信用卡付申请费", "我没看过的东西一律不签", "没经孩子同意不要发给老师",
    "周末九点前别叫她起床", "坚决不贷款", "绝不往个人账户转钱", "收款账号一定要电话核实",
    "录取结果别发朋友圈",
]
ZH["con_user"] = [
    "以后定个规矩：{c}。",
    "请记住：{c}，这条很重要",
    "先说清楚，{c}",
    "{c}——这个没得商量哈",
    "整件事有一条原则：{c}。",
    "我要是忘了你提醒我：{c}",
    "（{kid}打字）{parent}说{c}，不是我定的哈",
]
ZH["questions"] = [
    ("学生签证能不能打工？", "学生签证能不能打工"),
    ("学费押金能不能算资金证明？", "押金能不能算资金证明"),
    ("出生证明要不要做海牙认证？", "出生证明要不要做海牙认证"),
    ("奖学金在那边要交税吗？", "奖学金在那边要交税"),
    ("我用旅游签去看她能待超过一个月吗？", "旅游签去看她能待超过一个月"),
    ("如果预估分下降了offer会怎么样？", "预估分下降了offer会怎么样"),
    ("国内手机卡在国外还能用吗，还是要办当地卡？", "国内手机卡在国外还能用吗"),
    ("药能不能放托运行李里？", "药能不能放托运行李"),
    ("领奖学金要不要单独开个银行账户？", "领奖学金要不要单独开"),
    ("签证被拒的话押金能退吗？", "签证被拒的话押金能退"),
    ("国内驾照在那边能用吗？", "国内驾照在那边能用"),
    ("最早什么时候能搬进宿舍？", "最早什么时候能搬进宿舍"),
    ("提前回国的话医疗附加费退不退？", "医疗附加费退不退"),
    ("推荐信要纸质签字还是邮件就行？", "推荐信要纸质签字"),
    ("第一年读完能换专业吗？", "第一年读完能换专业"),
    ("我们学校的成绩换算他们认不认？", "成绩换算他们认不认"),
    ("要不要做肺结核检测？", "要不要做肺结核检测"),
    ("房租能一次交一年吗？", "房租能一次交一年"),
    ("放假能用学生签去别的国家玩吗？", "放假能用学生签去别的国家"),
    ("奖学金有没有年龄限制？", "奖学金有没有年龄限制"),
]
ZH["q_user"] = [
    "随便问一句，{q} 不急",
    "我一直在想：{q}",
    "还有，{q} 先别回答，我们要出门了",
    "{kid}想问：{q}",
    "待确认的问题再加一个……{q}",
    "回头再说的问题：{q}",
    "嗯，{q} 可能得直接问学校",
]
ZH["q_reply"] = [
    "我先把这个记到待确认问题里，免得忘了。",
    "记为待确认问题了——这个要看当时的官方规定，不好乱猜。",
    "加到要核实的清单里了。那我们先接着弄材料？",
    "先放在待确认那一栏，跟其他问题一起。走之前还有别的事吗？",
]
ZH["follow"] = {
    "name": ["建议建一个联系人笔记：角色、邮箱、上次联系时间。涉及的机构一多，能省掉很多“那个人是谁来着”。",
             "另外，有些机构出于隐私规定只能跟学生本人沟通，不跟家长沟通。所以如果对方没回音，可能需要用孩子的邮箱发。",
             "如果对方帮了不少忙，下一步办完后发封简短的感谢邮件，效果很好，人家会记得好沟通的家庭。"],
    "command": ["一个好习惯：原件放一个文件夹，所有转换出来的文件放到单独的“输出”文件夹，这样不会误覆盖。",
                "上传前把生成的文件打开从头翻一遍。扫描件有时会倒过来或者多一页空白，系统不会提醒你。",
                "如果系统有大小限制，看清楚是单个文件还是总大小——有的两个都限，报错一般只提一个。"],
    "id": ["以后给这个机构发邮件，把编号写在主题里，对方第一步就是搜这个，回复会快很多。",
           "建议做个小表格：机构、编号、日期、用途。编号一多就长得都差不多了。",
           "确认页面也截个图——万一邮件没收到，这就是凭证。"],
    "port": ["因为外网能访问，登录一定要用强密码，设备支持的话开两步验证。开放的端口每天都有人在扫。",
             "路由器的设置另外找个地方记下来——她在国外的时候万一路由器重置了，能快速恢复。",
             "用手机流量测试，别用家里的WiFi；在家里面连，转发设错了也可能照样能用。"],
    "version": ["文件名里带上版本号和日期，这样老师、中介和你说的永远是同一个文件。",
                "每次发新版本给别人，附一句改了什么，省得对方从头再看一遍。",
                "把最后真正提交的那一版存个只读副本；以后对方问问题时，你会想知道他们看到的是什么。"],
    "money": ["每一笔付款凭证都放在一个地方，写上日期和用途。签证处和学校有时几个月后还会要证明。",
              "从现在到付款那天汇率可能变动几个百分点，预算最好留点余量，别卡着准确数字。",
              "可以问问用对方货币付还是用人民币付更划算——手续费有时藏在换汇里。"],
    "date": ["建议设两个提醒：提前一周一个，提前两天一个。国外的截止时间通常按当地时区算，那边的午夜可能是我们这边的早上。",
             "从这天往回推，凡是需要别人配合的（推荐信、翻译、银行证明）现在就该去要，别等到前一周。",
             "确认一下是“寄到”还是“寄出”为准——邮寄的材料差别很大。"],
    "decision": ["按你说的情况，这个决定挺合理的。我记下了，除非情况有变，就不再翻来覆去了。",
                 "好，定下来就少了一整条要担心的分支。下一步顺着这个来，你准备好了我们再看。",
                 "有道理。以后学校或中介问起为什么，也很好解释。"],
    "constraint": ["明白，我会遵守这一条，计划里有冲突的地方我会提醒你。",
                   "清楚了。如果哪天这条规矩碍事了，我会直接说出来，不会悄悄绕过去。",
                   "好的——跟申请有关的所有事，我都把这条当成固定规则。"],
}
ZH["prefixes"] = ["对了，", "早！", "还有个事：", "趁我还记得——", "好，", "更新一下：", "唉，"]
ZH["lookup"] = {
    "name": ("联系人", "找到1条：笔记“联系人——留学”（本周更新）"),
    "command": ("命令 PDF", "找到1条：笔记“电脑操作备忘”（3条）"),
    "id": ("编号 确认", "找到2条：笔记“各种编号”、邮件“预约确认”"),
    "port": ("路由器 端口转发", "找到1条：笔记“家里网络”"),
    "version": ("最新版本", "找到3个同名文件，位于“申请/草稿”"),
    "money": ("预算", "找到1条：表格“留学预算”（第一年）"),
    "date": ("截止日期", "找到1条：笔记“截止日期”（已置顶）"),
}
ZH["joiners"] = ["\n\n还有，", "\n", "，另外", "。哦对了，", "\n\n- "]
ZH["acks"] = ["收到。", "记下了！", "好的，已保存。", "好，记好了。", "明白。", "有道理。",
              "好的，写进去了。", "没问题。", "好嘞！", "了解。"]
ZH["bridges"] = ["另外，这个迟早要用到，我先整理了一下——“{t}”：", "不着急，先放这儿以后看：关于“{t}”。",
                 "趁我想到了，关于“{t}”写几点，你有空再看："]
ZH["topics"] = [
    ("资金证明一般是怎么回事？",
     "大体上，签证官想确认学费和生活费的钱确实在，而且存了一段时间。常见要求：\n\n- 钱在学生本人或父母名下的账户里\n- 连续存满规定的天数（常见是28天，以最新规定为准）\n- 存款证明是近期开的，有银行抬头，户名和账号清楚\n- 如果用父母的账户，要附上父母同意信和亲属关系证明（出生证明或户口本翻译件）\n\n被拒的常见原因是时间问题：存期内钱被转进转出。所以钱一旦放进去，递交之前就别动它。"),
    ("个人陈述开头该怎么写？",
     "开头不需要很戏剧化。招生官一天看几百份，真正让人记住的是具体，而不是宏大。\n\n比较好用的几种开头：\n\n1. 一个让她突然对这个专业开窍的具体时刻——一道题、一本书、一次对话。\n2. 一个她一直在琢磨的问题。\n3. 直接说她做过什么，再说为什么。\n\n要避免的：查字典式的定义、“从小我就……”、名人名言。第一段短一点，三四句就够了。"),
    ("去阴冷多雨的地方要带什么？",
     "给你一个实用清单，分成值得带的和到了再买的：\n\n**带过去**\n- 一件真正防水的外套（贵一点值得）\n- 两双不怕水的鞋\n- 保暖内衣，占地方小\n- 转换插头，再带一个插线板，一个转换头就能插好几样\n- 所有证件的复印件一个文件夹，外加云端扫描件\n- 一点家里的东西：零食、照片、杯子\n\n**到了再买**\n- 床品（宿舍床的尺寸不一样）\n- 厨房用品，最好从毕业生那里收二手\n- 雨伞，反正会被吹坏\n\n药的话：带够头几周的量，再带一份英文处方。"),
    ("这些事情太多了，我好焦虑怎么办",
     "这种反应很正常——事情多，而且很多截止日期不由你控制。\n\n通常有帮助的做法：\n\n- 一张清单，放在一个地方，所有事都在上面；焦虑多半来自事情只存在脑子里\n- 每一项只看“下一步”，不看整条链\n- 每周固定一个时间和孩子一起过一遍，而不是每天晚上都查\n- 接受有些环节就是慢（签证处、银行），慢不等于出错\n\n还有一句：出国的是她，让她自己多承担一点，也是在为以后你们不在一个时区做准备。"),
    ("有条件offer和无条件offer到底有啥区别？",
     "简单说：\n\n- **无条件offer**：位置已经是她的了，只要接受，然后办手续（押金、签证、住宿）。\n- **有条件offer**：满足某个条件后位置才是她的——通常是最终成绩达到某个标准，有时还有语言成绩。\n\n所以有条件offer的主要风险在出成绩那天。很多学生会留一个最想去的有条件offer，再留一个条件低一些的保底。成绩出来、条件满足后，学校确认，就变成无条件了。"),
    ("开放日她应该问些什么？",
     "可以让她带着这几个问题：\n\n1. 第一年每周有多少课时，讨论课一个班多少人？\n2. 刚到的几周对国际生有什么支持？\n3. 新生宿舍有没有保证，申请截止是什么时候？\n4. 课程怎么考核——考试、论文还是小组项目？\n5. 这个专业的毕业生一般去做什么？\n6. 校内有没有兼职机会？\n\n如果能碰到在读学生（不是老师），再问一句：“入学前你最希望知道什么？”"),
    ("国际汇款为什么要好几天？",
     "一般是因为钱要在好几家银行之间转手。你的银行发给代理行，代理行可能再转给另一家，最后才到收款银行——每一步都可能多一天，有时还扣一笔费用。\n\n能快一点、少折腾的办法：\n\n- 收款人名称严格按学校写的来填\n- 附言写学校要求的编号，不然款项会挂着对不上\n- 在两国都有本地账户的汇款服务能省掉大部分中转\n- 周初汇，两边的周末和节假日都会拖慢\n\n银行给的回单一定留好，款项丢了就是靠它查。"),
    ("帮我写一封礼貌的催促邮件给招生办",
     "给你一个可以改的草稿：\n\n---\n主题：申请进度咨询——[姓名]，[出生日期]\n\n招生办老师您好：\n\n冒昧打扰。我想咨询一下我申请[专业]的进度，申请于[日期]提交。想确认是否还需要我补充材料。\n\n感谢您抽空处理，期待您的回复。\n\n此致\n[姓名]\n[申请编号]\n---\n\n两点建议：邮件要由孩子本人发，不要家长发；用申请时的同一个邮箱。招生办对家长来信一般比较谨慎。"),
    ("推荐信找谁写比较好？",
     "最好是最近教过她、科目和申请专业相关、能说出具体事情的老师——而不只是“该生勤奋努力”。\n\n有分量的推荐信通常有：\n\n- 具体例子（一个项目、她提过的问题、怎么应对挫折）\n- 如果老师愿意，和同龄人的比较\n- 一句关于独立性的评价，毕竟她要离家很远\n\n给老师留足时间，附一份简短的申请说明和她的文书草稿，免得两边内容对不上。"),
    ("奖学金面试要怎么准备？",
     "奖学金评委一般想看三点：她懂这个奖学金是为了什么、想过拿到机会后要做什么、能自然地讲自己而不是背稿。\n\n有效的准备方式：\n\n- 读奖学金官方介绍，把里面提到的价值观挑出来\n- 准备两三个自己经历里的小故事，体现这些价值观\n- 找人出声练习，最好不是家长（抱歉！），老师或朋友都行\n- 准备一个结尾时可以问评委的好问题\n\n当天：摄像头与眼睛平齐，房间安静，手边放杯水。"),
    ("住宿方面要考虑什么？",
     "大致的清单：\n\n- **截止时间**：宿舍经常先到先得，甚至在offer确定之前就开放申请\n- **合同期**：有的只覆盖学年，有的是整年\n- **包含什么**：水电、网络、床品、厨具\n- **距离**：下雨天到学校要多久，不是宣传照里的样子\n- **押金**：怎么退、什么时候退\n\n第一年住学校管理的宿舍一般更稳妥：合同清楚，出了问题也有人管。"),
    ("学生签证的流程能一步步讲一下吗？",
     "大致是这样的：\n\n1. 拿到offer并接受。\n2. 条件满足、押金付清后，学校出具录取确认文件。\n3. 准备材料：护照、资金证明、语言成绩，有时还要体检材料或翻译件。\n4. 网上填申请表并缴费。\n5. 去签证中心录指纹。\n6. 等待。标准处理几周，另外可以付费加急。\n7. 出结果，拿签证，或者入境后领居留卡。\n\n具体规定因国家而异，而且经常变，一定以官网为准，别信论坛。"),
]
ZH["chat"] = [
    ("早！咖啡泡好了，开工", "早上好！准备好了，今天先从哪儿开始？"),
    ("不好意思走开了一下，狗把袜子吃了", "哎呀，可怜的狗。不急，我一直在。"),
    ("孩子又不高兴了，因为我偷看她的文书", "哈哈，经典场面。要不约个时间一起看？孩子一般不是介意你看，是介意被突然看。"),
    ("回来了", "欢迎回来。刚才在过材料清单，可以接着来。"),
    ("谢谢，这个真有用", "能帮上忙就好！有别的随时说。"),
    ("哈哈哈", "😄"),
    ("你会不会嫌我烦", "不会的，这么多事要记，本来就是我该做的。"),
    ("外面又下雨了", "适合喝杯热茶的天气。也算提前适应她要去的地方了。"),
    ("这些事弄完我需要休个假", "你应该休息一下。等几个大截止日期过了就会轻松很多，真的。"),
    ("不行了我去睡了，脑子糊了", "晚安，明天接着弄。"),
    ("{kid}刚进来说“你又在跟机器人聊天啊”", "替我跟{kid}问好，顺便说一句：文书第二段写得最好。"),
    ("不好意思错别字多，我在停车场用手机打的", "没事，错别字不影响，我看得懂。"),
    ("真不敢相信她明年就要一个人住了", "对你们俩来说都是很大的变化，有点不舍是正常的。这往往说明你把她准备得很好。"),
    ("奶奶打电话问“到底哪天走”，我哪知道", "哈哈。可以先告诉奶奶大概什么季节，等签证下来再说具体日子，免得大家按猜的日子做安排。"),
    ("等一下，锅溢了", "快去救锅！"),
    ("你太靠谱了", "谢谢～最辛苦的部分是你在做。"),
    ("好，刚才说到哪了", "刚弄完预算那部分。下一项是材料，要不要过一遍还缺什么？"),
    ("我是{kid}，{parent}在打电话。能帮我把文书改得没那么尴尬吗", "嗨{kid}！乐意帮忙。把你最不满意的那段贴过来，说说哪里觉得尴尬——通常只是一两句用力过猛，不是整篇的问题。"),
    ("又是{kid}。要出国了有点害怕，这正常吗哈哈", "完全正常。几乎每个人出国前都这样，看起来很淡定的人也是。头两周最不习惯，之后就会慢慢觉得那是自己的地方了。"),
    ("嗯好", "不着急，今天不用做决定。"),
    ("晚饭的时候因为预算吵了一架，真热闹", "钱的话题本来就难聊，再加上她要走的紧张情绪。要不一起把预算写成表，让大家对着表格争，而不是对着彼此。"),
]
ZH["pastes"] = [
    "中介发来的消息，我贴一下：\n\n“家长您好，孩子的申请材料已全部提交，目前学校处于审核阶段，暂时不需要补充材料。请留意申请系统的消息，如有需要我们会第一时间通知您。”\n\n审核阶段是什么意思，算好消息吗？",
    "中介给的清单，帮我整理一下：\n\n护照复印件 - 好了\n成绩单（翻译）- 等着\n存款证明 - 要重开\n推荐信1 - 好了\n推荐信2 - 在催\n雅思 - 已报名\n照片 - 要重拍，背景不是白的\n文书 - 最后修改",
    "手机银行的记录我复制过来：\n\n跨境汇款   处理中\n跨境汇款   已完成\n购汇手续费  已扣\n跨境汇款   已退回-收款人名称不符\n\n为什么有一笔被退回来了？",
    "系统里现在显示这样：\n\n状态：已发offer\n条件：见录取信\n是否需要回复：是\n住宿申请：已开放\n\n要马上点接受吗？",
    "学校群里的通知：\n\n“各位家长，下周在大礼堂举行升学说明会，有关推荐信和预估成绩的问题可以现场咨询。”\n\n值得去吗？",
]
ZH["paste_reply"] = [
    "算是正常偏好的信号：说明材料齐全，已经转给院系审核了。现在除了留意系统消息，什么都不用做。建议一周看一两次就行，不用天天刷，省点心。",
    "整理好了：\n\n| 材料 | 状态 |\n|---|---|\n| 护照复印件 | 已完成 |\n| 成绩单（翻译） | 等待中 |\n| 存款证明 | 需要重开 |\n| 推荐信1 | 已完成 |\n| 推荐信2 | 催促中 |\n| 雅思 | 已报名 |\n| 照片 | 重拍——背景必须是白色 |\n| 文书 | 最后修改 |\n\n照片最容易先解决；最可能拖后腿的是第二封推荐信。",
    "被退回的那笔写着“收款人名称不符”——收款行把汇款上的名字和账户名对比，没对上。常见原因：用了缩写、少了“University of”之类的词，或者顺序不对。照学校付款说明里的收款人名称一字不差地复制，再汇一次；退回的钱一般会扣掉手续费后到账。",
    "不一定要马上点——先看录取信里的回复截止时间。如果这是第一志愿，接受没问题；如果还在等别的学校，大多数系统允许保留到截止日。不过住宿申请往往先到先得，这个可以先办，哪怕还没接受offer。",
    "可能值得去，尤其是预估成绩那部分——老师通常会讲怎么定的，还能当面找写推荐信的老师。提前写好两三个问题，免得排半天队什么都没问到。",
]
ZH["tools"] = [
    ("currency_convert", {"from": "GBP", "to": "CNY", "amount": 1000}, "1000 GBP = 9,126.50 CNY (mid-market rate, 2026-11-21 09:00 UTC)",
     "今天英镑兑人民币大概多少？", "中间价大概一英镑兑九块一左右。银行给你的会比这个低一点，差价就是他们赚的部分。"),
    ("web_search", {"query": "学生签证 审理时间 最新"}, "1. 签证审理时间：境外申请 – 官网\n2. 学生签证要等多久？– 论坛帖子\n3. 加急和超级加急服务 – 官网",
     "能查一下现在签证要等多久吗？", "以官网的审理时间页面为准：境外递交的学生签证，录完指纹后一般三周左右出结果，另外有付费加急。论坛上的说法差别很大，可以不用管。"),
    ("calendar_list", {"range": "未来7天"}, "周一：看牙（放学后）\n周二：家长会 18:00\n周四：家教课\n周六：奶奶生日聚餐",
     "这周都有啥安排？我记不清了", "这周：周一放学后看牙，周二晚上六点家长会，周四家教课，周六奶奶生日聚餐。周二家长会正好可以问推荐信的事。"),
    ("notes_search", {"query": "材料清单"}, "找到1条笔记：“材料”——护照、成绩单、文书、推荐信、照片、存款证明",
     "材料清单上还剩什么？", "清单上有：护照、成绩单、文书、推荐信、照片、存款证明。按你之前说的，照片和第二封推荐信还没搞定。"),
    ("web_search", {"query": "留学生 机票 行李额 优惠"}, "1. 学生票多一件托运 – 航空公司页面\n2. 各航司行李额对比 – 旅行博客\n3. 青年优惠卡说明 – 博客",
     "航空公司有没有学生票多带行李的？", "有的：几家航空公司有学生票，可以多一件托运。比价的时候要算上行李，最便宜的基础票价加上第二个箱子往往就不便宜了。"),
    ("weather_lookup", {"city": "Leiden"}, "Leiden: 7°C, light rain, wind 25 km/h. Next days: rain, rain, cloudy.",
     "那边现在天气怎么样？{kid}问的", "七度，小雨，后面几天还是雨——这个季节很典型。告诉{kid}防水外套是必需品！"),
]


# ---------------------------------------------------------------------------------------------
def make_fact(kind, i, P, lang, rng, used, ctx):
    """Return dict(kind, needles, role, text, lead) for one fact."""
    kid, parent = ctx["kid"], ctx["parent"]
    asst_ok = kind in ("name", "command", "id", "port", "version", "money", "date")
    role = "assistant" if asst_ok and rng.random() < 0.22 else "user"
    fmt = dict(kid=kid, parent=parent)
    if kind == "name":
        while True:
            n = rng.choice(P["first"]) + ("" if lang == "zh" else " ") + rng.choice(P["last"])
            if lang == "en" and rng.random() < 0.15:
                n = rng.choice(P["first"])
            if n not in used:
                break
        fmt.update(n=n, role=ctx["roles"].pop())
        needles = [n]
    elif kind == "command":
        tpl, purpose = ctx["cmds"].pop()
        c = tpl.format(f=ctx["files"][i % len(ctx["files"])])
        if lang == "zh":
            purpose = ZH["cmd_purpose"][EN["cmds"].index((tpl, purpose))]
        fmt.update(c=c, p=purpose)
        needles = [c]
    elif kind == "id":
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        shapes = [lambda: "VFS-%05d" % rng.randint(10000, 99999),
                  lambda: "GWF0%07d" % rng.randint(1000000, 9999999),
                  lambda: "INV-2026-%04d" % rng.randint(1000, 9999),
                  lambda: "TKT-%05d" % rng.randint(10000, 99999),
                  lambda: "BK%s%s%05d" % (rng.choice(L), rng.choice(L), rng.randint(10000, 99999)),
                  lambda: "E4%s%s%07d" % (rng.choice(L), rng.choice(L), rng.randint(1000000, 9999999)),
                  lambda: "SCH-%04d-%s%s" % (rng.randint(1000, 9999), rng.choice(L), rng.choice(L)),
                  lambda: "TT%08d" % rng.randint(10000000, 99999999),
                  lambda: "AG-%s%04d" % (rng.choice(L), rng.randint(1000, 9999)),
                  lambda: "MED-%06d" % rng.randint(100000, 999999)]
        k = ctx["idk"].pop()
        idv = shapes[k]()
        fmt.update(id=idv, label=P["id_labels"][k])
        needles = [idv]
    elif kind == "port":
        p = ctx["ports"].pop()
        fmt.update(p=p, svc=ctx["svcs"].pop())
        needles = [p]
    elif kind == "version":
        a, b, c = rng.randint(1, 9), rng.randint(0, 19), rng.randint(1, 30)
        obj = ctx["vobjs"].pop()
        if obj in P["apps"]:
            v = rng.choice(["%d.%d.%d" % (a + 2, b, c), "%d.%d.%d" % (a + 9, b, c + 100)])
        else:
            v = rng.choice(["v%d.%d" % (a, b), "v%d.%d.%d" % (a, b, c), "draft %d.%d" % (a, b + 1)])
        if lang == "zh" and v.startswith("draft"):
            v = "第%d.%d版" % (a, b + 1)
        fmt.update(v=v, obj=obj)
        needles = [v]
    elif kind == "money":
        pool = P["money_asst"] if role == "assistant" else P["money_user"]
        mtpl, lo, hi = rng.choice(pool)
        amt = rng.randint(lo, hi)
        if amt > 2000:
            amt = amt // 10 * 10
        if lang == "en":
            cur = rng.choice(["$", "€", "£", "CAD ", "A$", "€", "£", "EUR"])
            s_amt = "{:,}".format(amt)
            m = ("%s EUR" % s_amt) if cur == "EUR" else cur + s_amt
        else:
            sh = rng.choice(["yuan", "yuan", "rmb", "wan", "gbp", "cad", "eur"])
            if sh == "wan" and amt * 9 < 20000:
                sh = "yuan"
            if sh == "yuan":
                m = "%d元" % (amt * 9)
            elif sh == "rmb":
                m = "¥{:,}".format(amt * 9)
            elif sh == "wan":
                m = "%.1f万元" % (amt * 9 / 10000.0)
            elif sh == "gbp":
                m = "£{:,}".format(amt)
            elif sh == "cad":
                m = "%d加元" % amt
            else:
                m = "€{:,}".format(amt)
        fmt.update(m=m)
        needles = [m]
    elif kind == "date":
        mo, d = ctx["dates"].pop()
        if lang == "en":
            m = EN["months"][mo - 1]
            sfx = "th"
            d_s = rng.choice(["%s %d" % (m, d), "%d %s" % (d, m), "%s %d%s" % (m[:3], d, sfx),
                              "%02d/%02d" % (d, mo), "the %d%s of %s" % (d, sfx, m)])
            if d in (21, 22, 23) and "th" in d_s:
                d_s = d_s.replace("%dth" % d, "%d%s" % (d, {21: "st", 22: "nd", 23: "rd"}[d]))
        else:
            d_s = rng.choice(["%d月%d日" % (mo, d), "%d月%d号" % (mo, d), "%d月%d日" % (mo, d)])
        fmt.update(d=d_s)
        needles = [d_s]
    elif kind == "decision":
        c, r = ctx["decisions"].pop()
        fmt.update(c=c, r=r)
        needles = [c, r]
    elif kind == "constraint":
        c = ctx["constraints"].pop()
        fmt.update(c=c)
        needles = [c]
    else:
        q, nd = ctx["questions"].pop()
        fmt.update(q=q)
        needles = [nd]
    key = {"name": "name", "command": "cmd", "id": "id", "port": "port", "version": "ver",
           "money": "money", "date": "date", "decision": "dec", "constraint": "con",
           "question": "q"}[kind]
    if kind == "money":
        text = mtpl.format(**fmt)
        lead = rng.choice(P[key + "_lead"]).format(**fmt) if role == "assistant" else None
    elif role == "assistant":
        text = rng.choice(P[key + "_asst"]).format(**fmt)
        lead = rng.choice(P[key + "_lead"]).format(**fmt)
    else:
        text = rng.choice(P[key + "_user"]).format(**fmt)
        lead = None
    if lang == "en" and text[0].islower() and not any(text.startswith(nd) for nd in needles):
        if role == "assistant" or rng.random() < 0.3:
            text = text[0].upper() + text[1:]
    used.update(needles)
    return dict(kind=kind, needles=needles, role=role, text=text, lead=lead)


def long_reply(P, rng, ctx, j):
    q, a = P["topics"][j]
    t = q.rstrip("?？").replace("I ", "we ").replace("我", "我们", 0)
    return rng.choice(P["bridges"]).format(t=t) + "\n\n" + a.format(kid=ctx["kid"], parent=ctx["parent"])


def build(seed, per_kind, lang, attempt):
    P = EN if lang == "en" else ZH
    rng = random.Random("%s-%d-%d-%s" % (SET, seed, attempt, lang))
    kid, parent = rng.choice(P["kids"])
    ctx = dict(kid=kid, parent=parent)
    for k in ("roles", "svcs", "vobjs", "decisions", "constraints", "questions"):
        lst = list(P[k])
        rng.shuffle(lst)
        ctx[k] = lst * (1 + per_kind // len(lst))
    cmds = list(EN["cmds"])
    rng.shuffle(cmds)
    ctx["cmds"] = cmds * (1 + per_kind // len(cmds))
    files = list(EN["files"])
    rng.shuffle(files)
    ctx["files"] = files
    idk = list(range(10)) * (1 + per_kind // 10)
    rng.shuffle(idk)
    ctx["idk"] = idk
    ports = list(EN["ports"])
    rng.shuffle(ports)
    ctx["ports"] = ports
    days = rng.sample(range(10, 29), min(per_kind, 19))
    ctx["dates"] = [(rng.randint(1, 12), d) for d in days]
    used = set()
    facts = [make_fact(k, i, P, lang, rng, used, ctx) for k in KINDS for i in range(per_kind)]
    rng.shuffle(facts)

    # group facts into messages: user facts sometimes share a message
    units = []
    i = 0
    while i < len(facts):
        f = facts[i]
        if (f["role"] == "user" and i + 1 < len(facts) and facts[i + 1]["role"] == "user"
                and facts[i + 1]["kind"] != "question" and f["kind"] != "question"
                and rng.random() < 0.2):
            g = facts[i + 1]
            units.append(dict(role="user", facts=[f, g],
                              text=f["text"] + rng.choice(P["joiners"]) + g["text"]))
            i += 2
        else:
            units.append(dict(role=f["role"], facts=[f], text=f["text"], lead=f["lead"]))
            i += 1
    for u in units:
        if (u["role"] == "user" and rng.random() < 0.25 and not u["text"].startswith(kid)
                and not u["text"].startswith("（")):
            tx = u["text"]
            if not any(tx.startswith(nd) for f in u["facts"] for nd in f["needles"]):
                tx = tx[0].lower() + tx[1:]
            u["text"] = rng.choice(P["prefixes"]) + tx

    n_fact = len(units)
    turns_total = max(n_fact + rng.randint(25, 45), rng.randint(66, 118))
    turns_total = min(turns_total, 140)
    if n_fact > turns_total:
        raise SystemExit("PER_KIND too large for 280 messages")
    slots = sorted(rng.sample(range(turns_total), n_fact))
    slot_unit = dict(zip(slots, units))

    rows = []
    owner = {}  # fact index -> row index
    t = datetime(2026, 11, 20, 7, 40, 0)
    span = timedelta(days=9, hours=20)
    step = span / (turns_total * 3 + 10)
    state = dict(n=0, call=0, t=t)

    def stamp():
        state["t"] += step * (0.4 + rng.random() * 1.2)
        return state["t"].strftime("%Y-%m-%dT%H:%M:%SZ")

    def add(item, meta):
        state["n"] += 1
        rows.append({"v": 2, "id": "msg_%s%d_%d" % (SET, seed, state["n"]), "createdAt": stamp(),
                     "item": item, "meta": meta})
        return len(rows) - 1

    def msg(role, text):
        return add({"type": "message", "role": role, "content": text}, {"uiRole": role})

    def tool(name, args, output):
        state["call"] += 1
        cid = "call_%s%d_%d" % (SET, seed, state["call"])
        add({"type": "function_call", "callId": cid, "name": name,
             "arguments": json.dumps(args, ensure_ascii=False)}, {})
        add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
             "output": output}, {})

    fill = dict(chat=list(range(len(P["chat"]))), paste=list(range(len(P["pastes"]))),
                tool=list(range(len(P["tools"]))), topic=list(range(len(P["topics"]))))
    for v in fill.values():
        rng.shuffle(v)

    def take(k):
        if not fill[k]:
            fill[k] = list(range(len({"chat": P["chat"], "paste": P["pastes"],
                                      "tool": P["tools"], "topic": P["topics"]}[k])))
            rng.shuffle(fill[k])
        return fill[k].pop()

    def fmtc(s):
        return s.format(kid=kid, parent=parent)

    for turn in range(turns_total):
        u = slot_unit.get(turn)
        if u is None:
            r = rng.random()
            if r < 0.4:
                j = take("chat")
                msg("user", fmtc(P["chat"][j][0]))
                msg("assistant", fmtc(P["chat"][j][1]))
            elif r < 0.62:
                j = take("topic")
                q, a = P["topics"][j]
                msg("user", q)
                msg("assistant", a)
            elif r < 0.8:
                j = take("paste")
                msg("user", fmtc(P["pastes"][j]))
                msg("assistant", fmtc(P["paste_reply"][j]))
            else:
                j = take("tool")
                name, args, out, ask, ans = P["tools"][j]
                msg("user", fmtc(ask))
                tool(name, args, out)
                msg("assistant", fmtc(ans))
            continue
        if u["role"] == "user":
            ri = msg("user", u["text"])
            for f in u["facts"]:
                owner[id(f)] = ri
            if any(f["kind"] == "question" for f in u["facts"]):
                reply = rng.choice(P["q_reply"])
            else:
                reply = rng.choice(P["acks"])
                r = rng.random()
                if r < 0.6:
                    reply += " " + rng.choice(P["follow"][u["facts"][-1]["kind"]])
                if r < 0.12 or r > 0.8:
                    reply += "\n\n" + long_reply(P, rng, ctx, take("topic"))
            msg("assistant", reply)
        else:
            f = u["facts"][0]
            msg("user", u["lead"])
            if rng.random() < 0.3:
                q, out = P["lookup"][f["kind"]]
                tool("notes_search", {"query": q}, out)
            ri = msg("assistant", u["text"])
            owner[id(f)] = ri

    # -------- checks: each needle in exactly its own row; no needle inside another -----------
    texts = []
    for r in rows:
        it = r["item"]
        texts.append(it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", "")))
    allneedles = [(nd, f) for f in facts for nd in f["needles"]]
    for nd, f in allneedles:
        hits = [i for i, tx in enumerate(texts) if nd in tx]
        if hits != [owner[id(f)]]:
            return None
    for a, _ in allneedles:
        for b, _ in allneedles:
            if a is not b and a in b:
                return None
    if len(set(nd for nd, _ in allneedles)) != len(allneedles):
        return None
    return rows, facts


def run(cmd, env, stdin=None):
    p = subprocess.run(cmd, env=env, input=stdin, capture_output=True, text=True)
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
    if not 1 <= per_kind <= 12:
        sys.stderr.write("PER_KIND must be between 1 and 12\n")
        sys.exit(2)
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    roots = []
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        built = None
        for attempt in range(200):
            built = build(seed, per_kind, lang, attempt)
            if built:
                break
        if not built:
            sys.stderr.write("seed %d: could not build a conversation with unique needles\n" % seed)
            sys.exit(1)
        rows, facts = built
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run([okbot, "init"], env)
        run([okbot, "assistant", "create", "Writer"], env)
        run([okbot, "settings", "set", "contextCompression.summaryMaxChars", smax], env)
        batch, nmsg, comps = [], 0, 0
        for r in rows:
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message":
                nmsg += 1
                if nmsg % BATCH == 0:
                    run([okbot, "session", "append", "-a", "Writer"], env, "\n".join(batch) + "\n")
                    run([okbot, "compress", "-a", "Writer", "--now"], env)
                    comps += 1
                    batch = []
        if batch:
            run([okbot, "session", "append", "-a", "Writer"], env, "\n".join(batch) + "\n")
            if any(json.loads(b)["item"]["type"] == "message" for b in batch):
                run([okbot, "compress", "-a", "Writer", "--now"], env)
                comps += 1
        shown = run([okbot, "context", "show", "-a", "Writer"], env)
        kept, missing = 0, []
        for f in sorted(facts, key=lambda f: KINDS.index(f["kind"])):
            ok = all(nd in shown for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, nmsg, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        a, n = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, n, 100.0 * a / n if n else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    best = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            if "session-summary.json" in fns:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        data = json.load(fh)
                except (OSError, ValueError):
                    continue
                for s in find_summaries(data):
                    best = max(best, len(s))
    print("max summary chars %d" % best)


def find_summaries(data):
    if isinstance(data, dict):
        for k, v in data.items():
            if k == "summary" and isinstance(v, str):
                yield v
            else:
                yield from find_summaries(v)
    elif isinstance(data, list):
        for v in data:
            yield from find_summaries(v)


if __name__ == "__main__":
    main()
