#!/usr/bin/env python3
"""Held-out retention set "ap" for okbot conversation summaries.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, rebuilt on every run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a retired couple (either of them may be typing) planning a three-month trip to Japan
while settling a late aunt's estate: the solicitor, the bank, selling her house, a rail pass,
travel insurance, an old laptop with family photos to back up. Slow, polite, careful writing
with many questions and long explanations.  Chinese: 一对退休夫妇计划去日本旅行三个月，同时处理
已故姑妈的遗产：律师、银行、卖房、火车通票、旅行保险、备份旧电脑里的家庭照片。

Ten fact kinds are seeded (name, command, id, port, version, money, date, decision, constraint,
question), PER_KIND of each.  Each fact has needles: exact substrings that occur in exactly one
row of the conversation (the message that carries the fact).  Rows are appended to okbot in
batches of 25 messages, with `okbot compress -a Writer --now` after each batch; at the end a
fact counts as kept only when ALL its needles are found verbatim in `okbot context show`.
"""
import datetime
import json
import os
import random
import re
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# ---------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------
EN_FIRST = ["Harriet", "Gordon", "Priya", "Malcolm", "Imogen", "Desmond", "Fiona", "Rupert",
            "Niamh", "Alistair", "Beatrice", "Callum", "Yvonne", "Hamish", "Lorraine", "Ifeoma",
            "Gareth", "Rosalind", "Tobias", "Philippa", "Declan", "Marguerite", "Oluwaseun",
            "Bernadette", "Cedric", "Anjali", "Lachlan", "Winifred", "Kenji", "Sunita"]
EN_LAST = ["Okonkwo", "Fairbairn", "Raghavan", "Lindqvist", "Pemberton", "Achterberg", "Mulvaney",
           "Thistlewood", "Castellano", "Brennan-Hughes", "Whitcombe", "Kowalczyk", "Ashdown",
           "Nakagawa", "Delacroix", "Ferreira", "Holloway", "MacAskill", "Szabo", "Trevelyan",
           "Oyelaran", "Blackwood", "Quennell", "Yardley"]
EN_SOLO = ["Rosalind", "Thaddeus", "Perpetua", "Ignatius", "Clementine", "Leopold", "Morwenna",
           "Ptolemy", "Gwendolen", "Barnaby"]
EN_ROLES = ["the solicitor dealing with Aunt Peggy's estate",
            "our contact in the bank's bereavement team",
            "the estate agent selling Peggy's house",
            "the chap at the travel insurance company",
            "the lady who runs the ryokan in Takayama",
            "the neighbour who keeps an eye on Peggy's house",
            "the conveyancer acting for the buyers",
            "the travel agent on the high street",
            "the house clearance man",
            "the vicar who took Peggy's funeral",
            "our GP, who signed the fitness-to-fly letter",
            "the surveyor the buyers sent round",
            "the accountant doing the estate tax return",
            "Peggy's old friend from the choir who has a spare key",
            "the guide we booked for two days in Kyoto",
            "the computer shop man who looked at the laptop",
            "the probate registry clerk we spoke to",
            "the pharmacist sorting our travel prescriptions"]

EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
EN_MON3 = [m[:3] for m in EN_MONTHS]
EN_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

EN_DECISIONS = [
    ("take the Green Car rail pass", "the ordinary carriages get so crowded"),
    ("accept the second offer on the house", "those buyers have nothing to sell"),
    ("fly out only after completion", "we don't want to sign things from Kyoto"),
    ("keep Peggy's money in a separate account", "mixing it with ours muddles the accounts"),
    ("back the photos up onto two drives", "the cloud option felt too complicated"),
    ("go with the annual multi-trip policy", "it was barely dearer than single-trip"),
    ("skip Tokyo for the first week", "the jet lag flattened Dennis last time"),
    ("let the solicitor deal with the bank", "they answer a law firm much faster"),
    ("sell the piano separately", "the clearance man offered next to nothing"),
    ("stay in Kanazawa for ten days", "the gardens deserve slow mornings"),
    ("use a pocket wifi, not SIM cards", "both phones can share one gadget"),
    ("give the books to the hospice shop", "Peggy volunteered there for years"),
    ("pay the tax out of the sale proceeds", "we'd rather not touch our pensions"),
    ("send the suitcases ahead by courier", "hauling cases up station stairs nearly finished us"),
    ("keep the old laptop rather than wipe it", "there may be letters we haven't found"),
    ("book the ryokan with a private bath", "Ruth finds the communal baths daunting"),
    ("drop the asking price a little", "three viewings and not one second visit"),
    ("get two certified copies of the will", "the bank mislaid the first set"),
    ("travel in April instead of March", "the blossom crowds worry us both"),
    ("give Claire lasting power of attorney", "she lives ten minutes from the house"),
    ("print the best photos into albums", "the grandchildren never look at screens"),
    ("leave Hokkaido for another trip", "three months is not as long as it sounds"),
]
EN_CONSTRAINTS = [
    "never email scans of Peggy's passport",
    "don't book anything non-refundable before completion",
    "only pay invoices after Dennis has seen them",
    "never give bank details over the phone",
    "no trains before nine in the morning",
    "don't delete anything from the old laptop",
    "always copy the solicitor on estate emails",
    "no more than two hotel moves a fortnight",
    "only sign documents in front of the solicitor",
    "keep the family photos off any cloud service",
    "don't mention the sale to cousin Brian",
    "never schedule phone calls after eight at night",
    "no flights with a connection under two hours",
    "nobody goes into the house unaccompanied",
    "always ask us before spending over five hundred pounds",
    "never throw away any of Peggy's letters",
    "only ring the bank from the landline",
    "no hotel rooms above the fourth floor",
]
EN_QUESTIONS = [
    "the tax on Peggy's premium bonds",
    "tipping etiquette in Japanese ryokans",
    "Peggy's unclaimed pension refund",
    "council tax on an empty house",
    "Dennis's pacemaker at airport security",
    "capital gains on the house sale",
    "the old laptop's forgotten password",
    "Peggy's shares in the water company",
    "wheelchair assistance at Narita",
    "the executor's liability for old debts",
    "insurance cover for a broken hearing aid",
    "whether Peggy's car is still insured",
    "using the rail pass on the Tokyo subway",
    "tax-free shopping rules in Japan",
    "permission for the headstone inscription",
    "the TV licence refund for Peggy",
    "Peggy's old email account",
    "the water meter reading at the house",
]

EN_MONEY_CTX = [("the solicitor's fee estimate", "£", 900, 4800),
                ("the two rail passes together", "£", 700, 1600),
                ("the travel insurance premium", "£", 180, 900),
                ("the offer on Peggy's house", "£", 185000, 420000),
                ("the final electricity bill at the house", "£", 60, 480),
                ("the ryokan deposit", "¥", 15000, 90000),
                ("the house clearance quote", "£", 300, 2200),
                ("the probate application fee", "£", 150, 300),
                ("the flights for both of us", "£", 1400, 3900),
                ("what's left in Peggy's current account", "£", 2000, 26000),
                ("the Kyoto guide for two days", "¥", 40000, 120000),
                ("a new external drive", "€", 60, 180),
                ("Peggy's Spanish timeshare refund", "€", 900, 5000),
                ("the hotel in Osaka for a week", "$", 600, 2400)]
EN_VERSION_THINGS = ["the old laptop's system", "the photo program on Peggy's laptop",
                     "the backup box firmware", "the solicitor's draft of the estate accounts",
                     "the rail app on my phone", "the insurance policy wording",
                     "the scanning software", "the router firmware", "the draft sale contract",
                     "the backup program Tom installed"]
EN_DATE_CTX = ["completion on the house", "our flight out to Osaka",
               "the start of the insurance cover", "the appointment at the solicitor's",
               "the deadline to exchange the rail pass voucher", "the bank's deadline for the forms",
               "Tom's visit to help with the laptop", "the house clearance",
               "check-in at the Takayama ryokan", "the estate agent's next open viewing",
               "the final meter reading", "the flight home", "the expected date of the probate grant",
               "the buyers' survey"]

# English templates: {v}=needle value, {ctx}=context, {role}=role
EN_T = {
    "name": {
        "user": [
            "Oh, I should mention — {v} is {role}. Very patient with us, which is a blessing.",
            "The letter that came today was signed by {v}, who is {role}, so I suppose that's who we deal with from now on.",
            "{v} ({role}) rang this morning while Dennis was out in the garden. I took a message as best I could.",
            "Could you keep a note that {role} is called {v}? I always forget and then I have to dig the card out of the drawer.",
            "We finally met {v} in person — {role}. Much younger than I'd pictured from the phone calls!",
            "Ruth typing now. {v} is {role}; if anything arrives from that name it's genuine, not one of those scams.",
            "just so you know, {role} is {v}. spelled exactly like that, I checked the business card twice",
        ],
        "assistant": [
            "From the email you pasted, {v} appears to be {role}, so replies about that should go to them directly.",
            "Noted: {v} is {role}. I'll use that name when I draft the letters so nothing goes astray.",
        ],
    },
    "command": {
        "user": [
            "Tom left me a note saying to run `{v}` before anything else. I typed it very carefully.",
            "I ran this, copied from the forum: {v}  — it printed a lot of lines and then stopped. Is that good?",
            "Dennis says the command he used last time was `{v}` but he's not certain. Does that look sensible?",
            "For the record, the thing I'm meant to type for the photos is {v} — I've written it on a Post-it by the laptop.",
            "ok I put in `{v}` and pressed enter. It's thinking. The little wheel is going round.",
            "The man at the computer shop wrote down `{v}` for us on the back of the receipt.",
        ],
        "assistant": [
            "The safest next step is to run `{v}` and paste back whatever it prints; it leaves the original photos exactly as they are.",
            "When you're ready, type exactly this, including the spaces: `{v}`. It may take a while if there are thousands of pictures.",
        ],
    },
    "id": {
        "user": [
            "The reference for {ctx} is {v}, it's on the top right of the letter.",
            "They gave me a number for {ctx}: {v}. I've no idea why they need such long numbers.",
            "{ctx_cap} came through — the reference is {v}. I'll keep the paper copy in the blue folder.",
            "Please remember the number {v}; it's for {ctx} and the lady said to quote it every time.",
            "ruth here. the number on the email about {ctx} is {v} (I hope I've copied it right, the print is tiny)",
            "Dennis found it at last. {ctx_cap}: {v}. It was in the pocket of his other coat, naturally.",
        ],
        "assistant": [
            "Looking at the confirmation you pasted, the reference for {ctx} is {v}; it's worth quoting that in every reply.",
            "I've pulled the number out of that email for you: {v} is the reference for {ctx}.",
        ],
    },
    "port": {
        "user": [
            "Tom set up the little backup box and says the web page is on port {v}. I don't really know what a port is.",
            "The instructions for the photo box say to open the browser and add :{v} to the address. Is that normal?",
            "Apparently the printer-cum-scanner thing talks on port {v}, according to the sticker underneath.",
            "Tom wrote '{v}' on the card next to 'port for the NAS'. That's all it says.",
            "the router page says something about port {v} being open for the photo sharing. should I be worried",
            "Dennis changed the port on the backup box to {v} because a forum said the usual one was risky.",
        ],
        "assistant": [
            "The photo server on the backup box is listening on port {v}, so the address would be the box's number followed by a colon and that port.",
            "From the settings screen you described, the sync service uses port {v}; you don't need to change it.",
        ],
    },
    "version": {
        "user": [
            "I looked it up like you said: {thing} is {v}.",
            "{thing_cap} is at {v}, if that means anything to you.",
            "Dennis wants me to tell you {thing} is {v} now. He did it himself and is very proud.",
            "According to the little 'About' box, {thing} says {v}.",
            "we're on {v} for {thing}, apparently. is that old?",
            "The covering note says {thing} is now {v}. Third time lucky, perhaps?",
        ],
        "assistant": [
            "From the screenshot, {thing} is {v}, which is fairly old, so some newer tools may not work with it.",
            "Thanks, so {thing} is {v}; let's make sure any comments refer to that one.",
        ],
    },
    "money": {
        "user": [
            "{ctx_cap} came to {v}. More than I'd hoped, less than I feared.",
            "We've been told {ctx} will be {v}. Does that sound about right to you?",
            "Just for our records: {ctx}, {v}. Dennis wants everything written down.",
            "So {ctx} — {v}. I nearly dropped the phone.",
            "I paid {v} for {ctx} this afternoon, by card, which I hope was alright.",
            "ruth again - {ctx} is {v}, I've put it in the spreadsheet Tom made us",
        ],
        "assistant": [
            "Adding it up from what you pasted, {ctx} comes to {v}, including the fees they list at the bottom.",
            "Based on that quote, {ctx} is {v}; that's in line with what other people report.",
        ],
    },
    "date": {
        "user": [
            "{ctx_cap} is {v}. I've put it on the calendar in the kitchen in red.",
            "We've been told {ctx} will be {v}, all being well.",
            "Make a note: {v} for {ctx}. I'll forget otherwise, I know I will.",
            "So it's {v} for {ctx}. Dennis says that gives us plenty of time, I'm less sure.",
            "The letter confirms {ctx} on {v}. Can't quite believe it's real now.",
            "dates dates dates. {ctx} = {v}. that's the one I'm sure about",
        ],
        "assistant": [
            "According to the email, {ctx} is set for {v}, so it's worth keeping the week before clear.",
            "I've checked the thread you pasted: {ctx} is {v}.",
        ],
    },
    "decision": {
        "user": [
            "Right, we've made up our minds: we'll {c}. Honestly, {r}, so that settled it.",
            "Dennis and I talked it over at breakfast and we're going to {c} — {r}.",
            "Decision made (finally!). We will {c}, because {r}. Please don't let me waver.",
            "I think the sensible thing is to {c}. The reason, if you're curious: {r}.",
            "ok so the verdict from the kitchen table is we {c}. why? {r}. that's all there is to it really",
            "We've gone back and forth, but we'll {c}, partly because {r} and partly just to get it off the list.",
            "After sleeping on it we're going to {c}. Ruth pointed out that {r}, and she's right.",
        ],
    },
    "constraint": {
        "user": [
            "One rule for all of this, please: {p}.",
            "Can you hold us to this from now on: {p}. We learned that the hard way.",
            "House rule, and it's not negotiable: {p}. I know it's fussy but there we are.",
            "Just so it's written down somewhere — {p}, whatever anyone tells us.",
            "Dennis is adamant, and so am I: {p}.",
            "please remember, {p}. I'd rather be slow than sorry",
            "Standing instruction from both of us: {p}. Remind us if we forget our own rule!",
        ],
    },
    "question": {
        "user": [
            "Something that's nagged at me for weeks: {q}. How does that work?",
            "Could you explain {q} at some point? No rush.",
            "Dennis wants to know about {q}. I said I'd ask you.",
            "I never got a straight answer about {q}. Any idea?",
            "one more thing — {q}?? sorry if I asked already, my memory is a sieve",
            "While I think of it: what's the position on {q}?",
        ],
    },
}

EN_TOPICS = ["rail", "insurance", "probate", "house", "photos", "itinerary", "bank", "packing", "health"]

EN_USER_FILLER = {
    "rail": [
        "Can we break a long journey and get off halfway for lunch, or does the ticket not allow it?",
        "What's a Green Car exactly? It sounds like something from a fairground.",
        "Dennis has bought a railway timetable book in Japanese. He can't read a word of it.",
        "I've been reading about the rail pass and I'm more confused than when I started.",
        "Is it true you have to show your passport every time you go through the barrier with the pass?",
        "Dennis wants to go on the bullet train to Hiroshima, I want to take the slow one along the coast.",
        "How do the seat reservations work, do we queue at a window or is it all machines now?",
        "My sister said the trains are so punctual you could set your watch by them. Is that a myth?",
    ],
    "insurance": [
        "Would our house insurance at home still be fine if we're away for three months?",
        "The comparison website keeps asking for our ages and then the prices jump. Charming.",
        "I've read the small print until my eyes crossed. There's so much of it.",
        "The insurance forms ask about 'pre-existing conditions' and I don't know whether Dennis's knee counts.",
        "We've had three quotes for the travel insurance and they all seem to cover different things.",
        "Does travel insurance cover us if we have to fly home early because of the estate?",
        "The broker kept using the word 'excess' and I was too embarrassed to ask what it meant.",
    ],
    "probate": [
        "We had to order more copies of the death certificate. I didn't know you could run out of them.",
        "Do executors get paid anything? Not that we want it, I'm only curious.",
        "The solicitor uses words like 'residuary estate' and I nod along and then look them up.",
        "The solicitor's letter was four pages long and I read it twice and I still don't quite follow it.",
        "How long does probate usually take? Everyone I ask gives me a different answer.",
        "We found another savings book in Peggy's bureau, tucked inside a recipe folder of all places.",
        "Dennis is worried we're doing something wrong as executors and will get in trouble.",
        "We still have to let the pension people know. I keep putting it off, it feels so final.",
    ],
    "house": [
        "Peggy's roses are still flowering in the front garden, which set me off a bit.",
        "The loft is full of suitcases, and every one of them has something in it.",
        "We had two viewings yesterday; one couple measured every room, which seemed promising.",
        "We went to the house on Saturday to meet the estate agent. It felt very strange without her there.",
        "The buyers want the curtains and the carpets. Is that usual? Peggy chose those curtains in 1987.",
        "The agent says the kitchen 'needs modernising', which I thought was a bit rude.",
        "There's still the shed to clear. Dennis says there are tools in there older than me.",
        "The neighbour says someone has been looking through the windows. Probably just nosy buyers.",
    ],
    "photos": [
        "I found a box of old slides in the loft too. Can those be put on the computer?",
        "Tom explained it all twice but he talks so fast.",
        "Some of the photos are sideways and I can't work out how to turn them round.",
        "The old laptop takes about ten minutes to start and makes a noise like a kettle.",
        "There must be thousands of photos on there, weddings and christenings and holidays in Wales.",
        "I don't understand the difference between copying and backing up. Aren't they the same?",
        "Tom says we should have 'three copies in two places', which sounds like a lot of copies.",
        "Some of the photos are in folders with names like DSC0001 and no dates. How will we sort them?",
    ],
    "itinerary": [
        "Is it possible to see the snow monkeys without a lot of walking?",
        "I'd like to do a cookery class somewhere, Dennis would like to find a good pub. Compromise needed.",
        "How early do we need to book the places for the busy weeks?",
        "I keep changing my mind about the order: Kyoto first, or the Japan Alps while it's cooler?",
        "Is three months too long to be away from home at our age? Dennis says nonsense.",
        "We'd love to see the gardens in Kanazawa. Ruth has wanted to go for thirty years.",
        "What's Hakone like? A friend from church went and wouldn't stop talking about it.",
        "We'd like a few quiet days somewhere with a view of the sea, nothing too touristy.",
    ],
    "bank": [
        "The bank keeps writing to 'The Personal Representatives of M. Ashworth'. Makes us sound very official.",
        "There's a standing order to a donkey sanctuary still going out. Peggy did love donkeys.",
        "The bank sent us a form asking for the same information we gave them last month. Again.",
        "Can the bank freeze Peggy's account even though there are direct debits still going out?",
        "I rang the bereavement line and was on hold for forty minutes listening to Vivaldi.",
        "Dennis doesn't trust online banking, so everything goes by post and takes forever.",
    ],
    "packing": [
        "Is it rude to wear walking sandals in a nice restaurant there?",
        "Should we take presents for the people we stay with? Something from home?",
        "How much can we realistically carry? Neither of us is as strong as we were.",
        "Do we need adaptors for the plugs? And what about Dennis's electric razor?",
        "Ruth wants to pack for every possible weather. I want one bag each. We shall see.",
        "Should we take cash or rely on cards? I've heard Japan is still quite cash-based.",
    ],
    "health": [
        "Dennis's hearing isn't what it was, and announcements in stations worry him.",
        "Should we have any injections before we go? Nobody has mentioned any.",
        "Dennis needs his tablets every morning, and three months is a lot of tablets.",
        "I'm a bit worried about the long flight with my ankles swelling.",
        "Do they have pharmacies like ours? What if we run out of something?",
        "The GP was very kind and said we were 'remarkably fit for our age', which I'll take.",
    ],
}
EN_CHAT = [
    "Sorry for the long message, I do go on.",
    "It's pouring here again, the garden is a swamp.",
    "Biscuit the cat has decided the laptop bag is her bed now.",
    "Thank you for being so patient with us, honestly.",
    "Claire rang last night and sends her love, not that you need it!",
    "I've made a pot of tea and I'm going to tackle this properly now.",
    "Dennis is doing the crossword and shouting clues at me, so forgive any mistakes.",
    "It's been a long week, what with one thing and another.",
    "We had the grandchildren over on Sunday, the house is still recovering.",
    "I printed your last reply and we read it over lunch.",
    "My reading glasses have gone missing again, so forgive the typing.",
    "Dennis says hello, by the way.",
    "Lovely crisp morning here, first frost on the car.",
    "I went to the library for a Japan guidebook and came home with three.",
]
EN_ACK = [
    "Thank you, that's really helpful to know.",
    "That makes sense, and thank you for laying it out so clearly.",
    "Got it, I've made a note of that.",
    "Thanks for explaining, and no need to apologise for the detail — it helps.",
    "Understood. That's a sensible way to handle it.",
    "That's very clear, thank you.",
    "Thanks — it sounds like you're both making steady progress.",
    "Of course, and please take all the time you need with this.",
]
EN_DEFER = [
    "That's a fair thing to wonder about; let's keep it on the list while we finish the paperwork in front of us.",
    "I'll set that one aside for now so we don't lose the thread of what you're doing today.",
    "Let's park that for a moment — there's something more time-sensitive in what you've sent.",
]
EN_ASSIST = {
    "rail": [
        "If you do buy a nationwide pass, it's worth planning the long hops — say, Kanazawa down to Hiroshima — inside the same block of days, and keeping the slow local wandering for the weeks either side.",
        "The big stations look overwhelming at first, but the signs are in English as well as Japanese, and the platform staff are remarkably patient with older travellers who ask.",
        "Regional passes cover a smaller area for a longer stretch, and for a slow trip like yours they can be kinder on the budget than the nationwide one.",
        "The rail pass is sold as a voucher or e-ticket before you travel, and it's activated in Japan on the first day you want to use it. The clock starts from that day, not from when you buy it, so there's no harm in buying a little early.",
        "Seat reservations are made at the ticket offices or at the reservation machines, and staff in the larger stations are used to helping visitors. Reserved cars are usually calmer, which matters with luggage.",
        "For a long trip, many people buy a pass only for the stretch with the longest journeys and pay individual fares for the rest. With a three-month stay that is usually the better value.",
        "Local trains along the coast are slower but often lovely, and they avoid the rush of the big stations. Mixing the two styles of travel works well at a gentle pace.",
    ],
    "insurance": [
        "When you compare policies, it helps to write the headline figures in a small table: medical limit, cancellation limit, maximum trip length and age limits. The differences jump out once they're side by side.",
        "Do keep the policy document and the emergency assistance number somewhere you can reach without the internet; a printed card in each wallet is the old-fashioned but reliable way.",
        "Age bands matter a lot with travel cover. Some insurers change the price sharply at certain birthdays, so the date you buy can make a difference.",
        "With travel insurance, the key things to compare are medical cover, cancellation cover and how the policy treats existing conditions. It's always better to declare something and have it accepted than to leave it out.",
        "The 'excess' is simply the part of each claim you pay yourselves. A lower premium often means a higher excess, so it's worth checking both numbers side by side.",
        "Many policies limit the length of a single trip, so for three months it's important to check the maximum trip duration rather than just the price.",
        "Cutting a trip short because of a close relative's affairs is sometimes covered and sometimes not; the policy wording under 'curtailment' is the place to look.",
    ],
    "probate": [
        "The executors' job is mostly patience and paperwork: gather what she owned, pay what she owed, and then pass on the rest as the will says. You're doing exactly that.",
        "If a letter uses terms you don't recognise, it's perfectly reasonable to ring the solicitor's office and ask them to explain in plain English; that's part of what you're paying for.",
        "Keeping one folder for originals and one for copies sounds fussy, but it saves a great deal of hunting when someone asks for the same document again.",
        "Probate is the legal confirmation that the executors can deal with the estate. Until it's granted, banks and buyers usually can't complete anything final, which is why everything seems to wait on it.",
        "As executors, acting carefully and keeping records is exactly what's expected. Keeping copies of letters and a simple list of what came in and what went out is the best protection.",
        "Timescales vary a lot; a straightforward estate can be quick, but anything involving a house sale tends to take months rather than weeks.",
        "It's quite normal to find extra accounts or savings books late on. The solicitor simply adds them to the estate figures.",
    ],
    "house": [
        "An empty house usually sells best when it's clean, light and uncluttered, but it doesn't need to be perfect; buyers of older houses expect to put their own stamp on them.",
        "Between agreeing a sale and completing, there's a stretch where the buyers' solicitor sends questions about the property. Most are routine and the agent can help with the answers.",
        "It's worth asking the neighbour to keep collecting the post and drawing the curtains now and then, so the house looks lived in while it's on the market.",
        "Selling an inherited house has a few extra steps: the sale can be agreed before probate, but completion has to wait for the grant. Buyers' solicitors are used to that.",
        "Fixtures and fittings are negotiated on a form that lists what stays and what goes. You're free to say no to anything you want to keep.",
        "Leaving the house empty for a long time can affect the buildings insurance, so it's worth telling the insurer and arranging regular visits.",
        "Agents' descriptions can feel blunt, but they're written for buyers. It doesn't reflect on how the house was loved.",
    ],
    "photos": [
        "A good first step is simply to see how much there is: the size of the Pictures folder tells us how big a drive you need, with room to spare.",
        "Once everything is copied, opening a handful of photos from different years on the new drive is a quick, reassuring check that the copy worked.",
        "Old laptops sometimes keep photos in more than one place — the Pictures folder, the Desktop, and inside email attachments — so it's worth a look around before wiping anything.",
        "Copying puts the photos in a second place; backing up means keeping copies you can rely on if the original fails. The usual advice is several copies, on different devices, with one stored away from the house.",
        "With an older laptop it's best to copy everything off first, exactly as it is, and only sort and rename afterwards on the new drive. That way nothing is lost if the old machine gives up.",
        "Photos without useful names usually still have the date they were taken stored inside the file, so they can be sorted by date later.",
        "Noises from an old laptop are a sign to be gentle with it: one long copy is kinder than lots of starting and stopping.",
    ],
    "itinerary": [
        "A base with a small kitchen can be a relief on a long trip: a few simple breakfasts at 'home' make the days feel less like a marathon.",
        "Spring and autumn are lovely but busy; early mornings at the famous temples and gardens are calmer, and the light is softer for photographs too.",
        "Building in a 'nothing day' every week or so sounds indulgent, but on a three-month trip it's what keeps people cheerful.",
        "With three months you can travel slowly: a week or two in one base, then a move. Fewer moves means less packing and less tiredness.",
        "Kanazawa, Takayama and the Kiso valley fit together nicely, and they're quieter than Kyoto. The coast of the Seto Inland Sea is good for sea views and gentle days.",
        "Hakone is popular for its hot springs and views of Mount Fuji when the weather cooperates; weekdays are much calmer than weekends.",
        "Starting somewhere calm to recover from the flight, then building up to the busier cities, tends to suit people who don't love crowds.",
    ],
    "bank": [
        "Most banks have a single bereavement team that coordinates all the accounts once they have the death certificate; asking for one named contact can save repeating the story.",
        "It's normal for the bank to hold funds until the grant arrives; smaller balances are sometimes released earlier, but that's at the bank's discretion.",
        "When you ring, having the account numbers, the date of death and your own ID to hand makes the calls much shorter.",
        "Bereavement teams often ask for the same documents more than once because different departments handle different accounts. It's frustrating, but it's not a sign that something is wrong.",
        "Direct debits usually stop once the bank registers the death, and any that go out afterwards can normally be reclaimed by the estate.",
        "Sending copies by recorded post and keeping a note of what went when makes it much easier to chase later.",
    ],
    "packing": [
        "Layers work better than bulky items: a thin fleece and a light waterproof cover most of what spring in Japan throws at you.",
        "Laundry is easy in Japan — many hotels have coin machines — so a week's worth of clothes is usually plenty even for a long stay.",
        "Shoes you can slip on and off easily are worth their weight in gold, since you'll take them off in temples, inns and some restaurants.",
        "Japan uses flat two-pin plugs similar to the American type, so a simple adaptor is enough for most things; chargers are usually fine with the voltage.",
        "Card payment is widespread now, but some small restaurants and shrines still prefer cash, so carrying some yen is wise.",
        "Travelling light really pays off in stations with stairs. Many travellers send the big bags ahead and keep a small overnight bag.",
    ],
    "health": [
        "It's wise to carry a short list of your medicines and doses in your wallet, written in plain terms, in case you ever need to show a doctor.",
        "Jet lag is usually gentler if you get out into daylight on the first morning and keep the first couple of days light.",
        "Japanese hospitals are very good, and larger cities have clinics used to foreign patients; your insurer's assistance line can point you to one.",
        "For prescription medicines, it's sensible to carry them in their original boxes with a copy of the prescription or a letter from the GP.",
        "On long flights, walking the aisle every hour or two and drinking plenty of water helps with swollen ankles; compression stockings help too.",
        "Pharmacies in Japan are easy to find, though brand names differ, so knowing the generic name of each medicine helps.",
    ],
}
EN_CLOSE = [
    "Would you like me to draft something for that?",
    "Let me know how you get on, and we'll take the next step from there.",
    "Shall I put together a short checklist?",
    "If anything in the letter is unclear, paste it in and we'll go through it together.",
    "Is there anything else on your list for today?",
    "We can go through the rest whenever you're ready.",
]

# ---------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------
ZH_NAMES = ["张丽华", "刘志强", "黄美玲", "赵建平", "孙晓燕", "周文斌", "吴桂英", "郑海涛", "冯淑珍",
            "何俊峰", "高雅琴", "林佳怡", "罗振宇", "梁素梅", "宋立新", "谢春燕", "韩德明", "唐慧敏",
            "许国庆", "邓佩琳", "佐藤美咲", "田中健一", "山本由纪", "曹玉洁", "彭志远", "蒋婉清",
            "袁海鹰", "魏梦瑶"]
ZH_ROLES = ["处理姑妈遗产的律师", "银行遗产业务的客户经理", "帮我们卖房的中介", "保险公司的业务员",
            "高山那家民宿的老板娘", "姑妈的老邻居，手里有备用钥匙", "买方的律师", "旅行社的小姑娘",
            "公证处的工作人员", "清理旧房子的师傅", "姑妈以前的老同事", "房子的评估师",
            "我们的家庭医生", "京都的中文导游", "修电脑店的老板", "街道办管户口的同志"]
ZH_DECISIONS = [
    ("买绿色车厢的通票", "普通车厢人太多了"),
    ("接受第二个买家的报价", "他们是全款不用贷款"),
    ("等房子过户以后再出发", "不想在京都签文件"),
    ("把姑妈的存款单独存一个账户", "混在一起账目说不清"),
    ("照片备份到两个移动硬盘", "网盘我们实在弄不明白"),
    ("买全年多次旅行保险", "价格只比单次贵一点"),
    ("第一周先不去东京", "老陈上次倒时差很难受"),
    ("让律师去跟银行打交道", "律所发函银行回得快"),
    ("钢琴单独卖掉", "清理公司出价太低"),
    ("在金泽多住十天", "那边的园林值得慢慢看"),
    ("用随身WiFi不换电话卡", "两部手机可以共用"),
    ("把书捐给社区图书室", "姑妈以前常去那里看报"),
    ("遗产税费从卖房款里出", "不想动我们的退休金"),
    ("行李提前用快递寄到酒店", "拖着箱子爬楼梯太累"),
    ("旧电脑先留着不格式化", "可能还有没找到的信"),
    ("订带私汤的民宿", "秀兰不习惯公共浴池"),
    ("房价稍微降一点", "看了三次都没人回访"),
    ("遗嘱复印件公证两份", "银行把第一份弄丢了"),
    ("四月出发不赶三月", "樱花季人挤人"),
    ("让女儿办委托书", "她住得离房子最近"),
    ("挑好照片冲印成相册", "孙子孙女根本不看屏幕"),
    ("北海道留到下次再去", "三个月其实没那么长"),
]
ZH_CONSTRAINTS = [
    "不要用邮件发姑妈的身份证扫描件",
    "房子没过户前不订不退款的酒店",
    "付款前一定先给老陈看",
    "银行卡信息不在电话里说",
    "早上九点以前的火车不坐",
    "旧电脑里的东西一样都不要删",
    "跟遗产有关的邮件都抄送律师",
    "两周内最多换两次酒店",
    "文件只在律师面前签",
    "照片不要传到任何网盘",
    "卖房的事先别告诉表哥",
    "晚上八点以后不安排电话",
    "转机少于两小时的航班不要",
    "不让任何人单独进房子",
    "花费超过三千元要先问我们",
    "姑妈的信一封都不许扔",
    "银行电话只用家里座机打",
    "酒店房间不要高于四楼",
]
ZH_QUESTIONS = [
    "姑妈的国债利息怎么交税",
    "日本旅馆要不要给小费",
    "姑妈没领的养老金退款",
    "空房子的物业费谁来交",
    "老陈的心脏起搏器过安检",
    "卖房要不要交个人所得税",
    "旧电脑忘了开机密码怎么办",
    "姑妈那点股票怎么过户",
    "成田机场有没有轮椅服务",
    "执行人要不要替姑妈还旧债",
    "助听器坏了保险赔不赔",
    "姑妈的车险还要不要续",
    "通票能不能坐东京地铁",
    "日本免税购物的规矩",
    "墓碑刻字要不要审批",
    "姑妈的有线电视费能不能退",
    "姑妈的微信账号怎么处理",
    "房子的水表要不要过户",
]
ZH_MONEY_CTX = [("律师费的报价", "元", 3000, 20000), ("两张JR通票", "日元", 80000, 140000),
                ("旅行保险", "元", 800, 4500), ("房子的报价", "万元", 120, 420),
                ("姑妈家最后的电费", "元", 60, 600), ("民宿的定金", "日元", 15000, 90000),
                ("清理公司的报价", "元", 1500, 9000), ("公证费", "元", 200, 1200),
                ("两个人的机票", "元", 6000, 18000), ("姑妈活期账户里剩的钱", "元", 5000, 90000),
                ("京都导游两天", "日元", 40000, 120000), ("新的移动硬盘", "元", 300, 1200),
                ("房子评估费", "元", 500, 3000), ("大阪酒店一周", "日元", 70000, 210000)]
ZH_VERSION_THINGS = ["旧电脑的系统", "姑妈电脑上的照片软件", "备份盒子的固件", "律师的遗产清单草稿",
                     "手机上的JR应用", "保险条款", "扫描软件", "路由器固件", "购房合同草稿",
                     "阳阳装的备份程序"]
ZH_DATE_CTX = ["房子过户", "去大阪的航班", "保险生效", "跟律师约的见面", "JR通票兑换的截止日",
               "银行要我们交回表格", "阳阳来帮忙弄电脑", "清理旧房子", "高山民宿入住",
               "中介下一次带人看房", "最后抄水电表", "回国的航班", "遗产公证下来", "买方来验房"]
ZH_T = {
    "name": {
        "user": [
            "对了忘了说，{v}是{role}，人特别耐心，我们问三遍都不烦。",
            "今天收到的信落款是{v}，就是{role}，以后大概都找这个人了。",
            "{v}（{role}）上午打电话来，老陈正好在楼下，我记了个大概。",
            "麻烦你帮我记一下，{role}叫{v}。我老是忘，每次都要翻抽屉找名片。",
            "终于见到{v}本人了，{role}，比电话里听着年轻多了！",
            "我是秀兰。{v}是{role}，以后这个名字发来的东西是真的，不是骗子。",
            "跟你说一声，{role}叫{v}，名片上就是这么写的我对了两遍",
        ],
        "assistant": [
            "从您贴的邮件看，{v}是{role}，这方面的事直接回复给这位就可以。",
            "记下了：{v}是{role}。之后我起草信件时会用这个名字。",
        ],
    },
    "command": {
        "user": [
            "阳阳留了张纸条，说先运行 `{v}`，我一个字一个字敲的。",
            "我照论坛上抄的运行了：{v}  ——刷了好多行然后停了，这算成功吗？",
            "老陈说上次他用的命令是 `{v}`，不过他也不太确定，你看对不对？",
            "备份照片要敲的就是这个：{v}，我写在便利贴上贴电脑旁边了。",
            "好我输了 `{v}` 按了回车，现在在转圈圈",
            "电脑店老板在小票背面给我们写了 `{v}`。",
        ],
        "assistant": [
            "最稳妥的下一步是运行 `{v}`，然后把输出贴给我；原来的照片不会被改动。",
            "准备好了就原样输入这一行，空格也要一样：`{v}`。照片多的话会慢一点。",
        ],
    },
    "id": {
        "user": [
            "{ctx}的编号是{v}，在信的右上角。",
            "他们给了我一个{ctx}的号码：{v}。不知道为什么要这么长。",
            "{ctx}下来了，编号{v}，纸质的我放蓝色文件夹里了。",
            "请记住{v}这个号，是{ctx}的，那位女士说每次都要报这个号。",
            "我是秀兰 邮件里{ctx}的号码是{v}（字太小了希望没抄错）",
            "老陈终于找到了。{ctx}：{v}。果然在他另一件外套口袋里。",
        ],
        "assistant": [
            "从您贴的确认邮件看，{ctx}的编号是{v}，以后回信都最好写上。",
            "我把号码从邮件里找出来了：{v}就是{ctx}的编号。",
        ],
    },
    "port": {
        "user": [
            "阳阳把备份盒子装好了，说网页在{v}端口。端口是啥我也不懂。",
            "照片盒子的说明书说在浏览器地址后面加上:{v}，这样正常吗？",
            "打印扫描一体机底下的贴纸写着端口{v}。",
            "阳阳在卡片上写了'{v}'，旁边写着'NAS端口'，就这些。",
            "路由器页面说{v}端口开着，用来共享照片的，要不要紧啊",
            "老陈把备份盒子的端口改成了{v}，说论坛上讲默认那个不安全。",
        ],
        "assistant": [
            "备份盒子上的照片服务在{v}端口监听，所以地址就是盒子的IP加冒号再加这个端口。",
            "从您描述的设置页面看，同步服务用的是{v}端口，不需要改。",
        ],
    },
    "version": {
        "user": [
            "我按你说的查了：{thing}是{v}。",
            "{thing}的版本是{v}，不知道这说明什么。",
            "老陈让我告诉你{thing}现在是{v}了，他自己弄的，很得意。",
            "'关于'那里写着{thing}版本{v}。",
            "{thing}说是{v}，这个算老的吗",
            "附言里说{thing}已经更新到{v}，希望是最后一次。",
        ],
        "assistant": [
            "截图上{thing}是{v}，比较老了，新的工具可能用不了。",
            "谢谢，那{thing}就是{v}，提意见时注明这一版。",
        ],
    },
    "money": {
        "user": [
            "{ctx}一共{v}，比我想的多，比我怕的少。",
            "人家说{ctx}要{v}，你觉得这个数合理吗？",
            "记个账：{ctx}，{v}。老陈什么都要记下来。",
            "{ctx}——{v}。我差点把电话掉地上。",
            "今天下午刷卡付了{v}，是{ctx}，应该没问题吧。",
            "秀兰又来了 {ctx}是{v} 我记到阳阳做的表格里了",
        ],
        "assistant": [
            "按您贴的内容加起来，{ctx}是{v}，包括最下面列的手续费。",
            "根据这份报价，{ctx}是{v}，和别人说的差不多。",
        ],
    },
    "date": {
        "user": [
            "{ctx}定在{v}，我用红笔写在厨房的日历上了。",
            "人家说{ctx}是{v}，顺利的话。",
            "记一下：{v}，{ctx}。不然我肯定忘。",
            "所以{ctx}是{v}。老陈说时间很充裕，我可不这么觉得。",
            "信里确认了{ctx}在{v}，到现在还有点不敢相信。",
            "日期日期日期……{ctx}={v}，这个我是确定的",
        ],
        "assistant": [
            "邮件上说{ctx}安排在{v}，前一周最好空出来。",
            "我看了您贴的邮件：{ctx}是{v}。",
        ],
    },
    "decision": {
        "user": [
            "好了我们决定了：{c}。说实话{r}，就这么定了。",
            "我和老陈早饭时商量了，{c}——{r}。",
            "终于定下来了！{c}，因为{r}。别让我再动摇了。",
            "我觉得还是{c}比较稳妥。原因嘛：{r}。",
            "厨房饭桌会议的结论是{c}。为啥？{r}。就这么简单",
            "来回想了好几天，还是{c}，一是{r}，二是早点了结一件事。",
            "睡了一觉想通了，{c}。秀兰说{r}，她说得对。",
        ],
    },
    "constraint": {
        "user": [
            "所有这些事有一条规矩：{p}。",
            "以后请帮我们守住这一条：{p}。吃过亏的。",
            "家规，没得商量：{p}。我知道有点啰嗦，但就这样。",
            "写下来放这儿——{p}，不管谁怎么说。",
            "老陈很坚持，我也是：{p}。",
            "请记住，{p}。宁可慢一点也别出错",
            "我们俩的长期要求：{p}。我们自己忘了也提醒一下！",
        ],
    },
    "question": {
        "user": [
            "有件事我惦记好几个礼拜了：{q}？这个到底怎么弄？",
            "你有空的时候能不能讲讲{q}？不着急。",
            "老陈想知道{q}，我说我来问问你。",
            "{q}，这个一直没人给我说清楚，你知道吗？",
            "还有一个——{q}？？问过的话别怪我，记性太差了",
            "趁我想起来：{q}，这个是什么情况？",
        ],
    },
}
ZH_USER_FILLER = {
    "rail": [
        "长途能不能中途下车吃个午饭再上车，票允许吗？",
        "绿色车厢到底是什么？听着像游乐场里的。",
        "老陈买了本日文的列车时刻表，一个字都看不懂。","我看了半天JR通票的介绍，越看越糊涂。", "听说每次过闸机都要出示护照，是真的吗？",
             "老陈想坐新干线去广岛，我想坐沿海的慢车。", "订座是去窗口排队还是都用机器了？",
             "我妹妹说日本火车准得可以对表，是不是夸张了？"],
    "insurance": [
        "我们出去三个月，家里的房屋保险还有效吗？",
        "比价网站一问年龄价格就往上跳，真是的。",
        "条款小字我看得眼睛都花了，太多了。","保险表格问有没有'既往病史'，老陈的膝盖算不算？", "问了三家旅行保险，每家保的东西都不一样。",
                  "要是因为遗产的事得提前回国，保险管不管？", "业务员老说'免赔额'，我不好意思问是什么意思。"],
    "probate": [
        "死亡证明又得多开几份，我都不知道还会不够用。",
        "执行人有报酬吗？不是想要，就是好奇。",
        "律师老用'剩余遗产'这种词，我先点头，回家再查。","律师的信有四页，我看了两遍还是没太明白。", "遗产手续一般要多久？每个人说的都不一样。",
                "在姑妈的书桌里又找到一本存折，夹在菜谱里，真是想不到。", "老陈担心我们当执行人哪里做错了会惹麻烦。",
                "还得通知社保那边，我一直拖着，感觉太像最后告别了。"],
    "house": [
        "姑妈种的月季还在开，看得我鼻子一酸。",
        "阁楼上全是旧箱子，每个里面都装着东西。",
        "昨天来看了两拨，有一对把每个房间都量了，感觉有戏。","星期六去房子那边见中介，她不在了，屋里感觉怪怪的。", "买家想要窗帘和地毯，这正常吗？那窗帘是姑妈八七年挑的。",
              "中介说厨房'需要翻新'，我觉得有点不太礼貌。", "还有个储藏室要清，老陈说里面的工具比我岁数还大。",
              "邻居说有人趴窗户往里看，估计是好奇的买家。"],
    "photos": [
        "阁楼里还找到一盒老幻灯片，能弄到电脑里吗？",
        "阳阳讲了两遍，可他说话太快了。",
        "有些照片是横着的，我不知道怎么转过来。","旧电脑开机要十分钟，还呼呼响像烧水壶。", "里面得有几千张照片，婚礼、满月酒、去桂林玩的。",
               "复制和备份有什么区别？不是一回事吗？", "阳阳说要'三份拷贝放两个地方'，听着好多份啊。",
               "有些照片文件夹名字是DSC0001这种，也没有日期，怎么整理？"],
    "itinerary": [
        "看雪猴是不是要走很多路？",
        "我想上个料理课，老陈想找个好酒馆，得商量商量。",
        "旺季的住处要提前多久订？","顺序我老是拿不定主意：先去京都，还是趁凉快先去日本阿尔卑斯？", "我们这个年纪出去三个月是不是太久了？老陈说没事。",
                  "很想去金泽看园林，秀兰想去三十年了。", "箱根怎么样？教会的朋友去过，回来说个不停。",
                  "想找个能看海的地方安安静静住几天，别太多游客。"],
    "bank": [
        "银行来信都写'陈某某遗产代理人'，听着怪正式的。",
        "还有一笔每月给流浪猫救助站的转账在扣，姑妈最喜欢猫了。","银行又寄来一张表，要的跟上个月给过的一模一样。", "姑妈的账户还有自动扣款，银行能冻结吗？",
             "打了遗产业务热线，等了四十分钟，一直放轻音乐。", "老陈不信网上银行，什么都邮寄，慢得要命。"],
    "packing": [
        "在好一点的餐馆穿运动凉鞋是不是不礼貌？",
        "去住人家那里要不要带点家乡的小礼物？","我们到底能拿多少行李？俩人都不比从前了。", "插头要不要转换器？老陈的电动剃须刀呢？",
                "秀兰想把各种天气的衣服都带上，我想一人一个包，走着瞧。", "带现金还是刷卡？听说日本还挺多地方只收现金。"],
    "health": [
        "老陈耳朵不如以前了，车站广播听不清他会紧张。",
        "出发前要不要打什么疫苗？没人提过。","老陈每天早上要吃药，三个月得带好多药。", "长途飞机我有点担心脚肿。",
               "日本的药店跟我们这儿一样吗？药吃完了怎么办？", "医生很客气，说我们'身体很好'，我就当真了。"],
}
ZH_CHAT = ["不好意思又写这么长，我这人话多。", "这边又下雨了，花园成了泥塘。", "家里的猫咪把电脑包当窝了。",
           "真的谢谢你这么有耐心。", "小敏昨晚打电话来，问你好（虽然你也不需要哈）。", "泡了壶茶，准备好好弄一弄。",
           "老陈在旁边做填字游戏，一直念叨，打错字别介意。", "这一周事情真多，忙得团团转。",
           "星期天孙子孙女来了，家里到现在还乱着。", "你上次的回复我打印出来了，吃午饭时我们一起看的。",
           "老花镜又找不着了，打字慢别见怪。", "老陈让我跟你问好。", "今天早上好冷，车上第一次结霜。",
           "去图书馆借日本旅游书，结果抱了三本回来。"]
ZH_ACK = ["谢谢，这个很有用。", "明白了，谢谢您讲得这么清楚。", "好的，我记下了。",
          "谢谢说明，细节多一点反而好，不用道歉。", "明白，这样处理很稳妥。", "很清楚，谢谢。",
          "看得出两位一直在稳步推进。", "当然，这件事慢慢来就好。"]
ZH_DEFER = ["这个问题值得留意，我们先把手头的文件弄完，它先放在清单上。",
            "这一条我先放一放，免得今天的事情断了线。",
            "这个我们稍后再说——您发来的内容里有件更着急的事。"]
ZH_ASSIST = {
    "rail": [
        "如果买全国通票，最好把长途移动——比如从金泽到广岛——集中在同一段日子里，慢悠悠的本地游放在前后几周。",
        "大站一开始看着吓人，但指示牌都有中英文，站台的工作人员对问路的老年人特别有耐心。",
        "地区通票覆盖的范围小一些，但时间长，像你们这样慢慢玩，往往比全国通票省钱。","JR通票是出发前买兑换券或电子票，到日本后在第一天使用时激活，从激活那天开始算，所以早点买没关系。",
             "订座可以去绿色窗口或者指定席售票机，大站的工作人员很习惯帮游客。指定席车厢一般安静些，带行李更方便。",
             "待三个月的话，很多人只在长途移动最多的那一段买通票，其余时间单独买票，通常更划算。",
             "沿海的普通列车慢，但风景很好，也避开大站的人潮。两种方式结合着走很适合慢节奏。"],
    "insurance": [
        "比较保单的时候，可以把几个关键数字列个小表：医疗限额、取消限额、单次最长天数、年龄限制，放一起差别就很明显了。",
        "保单和紧急救援电话要放在不用上网也能找到的地方，每人钱包里放一张打印的小卡片，老办法但可靠。",
        "旅行保险很看年龄段，有的保险公司过了某个生日价格就跳一大截，所以什么时候买也有讲究。","比较旅行保险，关键看医疗保障、取消行程保障，以及对既往病史的处理。如实申报被接受，总比漏报强。",
                  "'免赔额'就是每次理赔中您自己承担的那部分。保费低的往往免赔额高，两个数要放一起看。",
                  "很多保单限制单次行程的最长天数，三个月的旅行要先看这一条，而不只是看价格。",
                  "因为亲属的事务提前回国，有的保单保，有的不保，要看条款里'行程缩短'那一节。"],
    "probate": [
        "执行人的活儿主要就是耐心和文书：把她的财产理清，把她欠的还上，剩下的按遗嘱分，你们正是这么做的。",
        "信里有看不懂的词，完全可以打电话让律所用大白话解释，这本来就是律师费里包含的。",
        "原件一个文件夹、复印件一个文件夹，听着麻烦，但别人再要同一份材料时能省很多翻找的功夫。","遗产手续就是从法律上确认执行人可以处理遗产。没办下来之前，银行和买方一般都不能最终完成，所以一切都在等它。",
                "作为执行人，谨慎、留记录正是该做的。信件留复印件，简单列一张收支清单，就是最好的保护。",
                "时间差别很大，简单的遗产可能很快，但涉及卖房的往往要几个月而不是几周。",
                "后来又找到存折或账户是很常见的，律师把它们加进遗产清单就行。"],
    "house": [
        "空房子干净、亮堂、不杂乱就比较好卖，但不用十全十美，买老房子的人本来就打算按自己的想法收拾。",
        "谈好价格到正式过户之间，买方律师会问一些房子的问题，大多是例行的，中介可以帮着回答。",
        "可以请邻居继续帮忙收信、时不时拉拉窗帘，让房子看着有人住，挂牌期间更安全。","卖继承来的房子多几个步骤：可以先谈好买卖，但过户要等手续下来，买方律师都了解。",
              "哪些东西留下、哪些带走，会在一张清单上谈。想留的东西完全可以拒绝。",
              "房子长期空着可能影响房屋保险，最好告诉保险公司，并安排人定期去看看。",
              "中介的描述听着直白，那是写给买家的，跟这房子被怎样爱护过没关系。"],
    "photos": [
        "第一步先看看一共有多少：照片文件夹有多大，决定了要买多大的硬盘，还要留点余量。",
        "全部拷完以后，在新硬盘上随便打开几张不同年份的照片看看，是个简单又让人放心的检查。",
        "旧电脑有时候把照片放在好几个地方——图片文件夹、桌面、邮件附件里——删东西之前最好都找一找。","复制是把照片放到另一个地方；备份是保留可靠的副本，原件坏了也不怕。一般建议几份拷贝、放在不同设备上，其中一份放在家以外。",
               "旧电脑最好先原样全部拷出来，到新硬盘上再整理改名，这样旧机器万一坏了也不丢东西。",
               "没有好名字的照片，文件里通常还存着拍摄日期，之后可以按日期整理。",
               "旧电脑有噪音就要温柔点：一次长时间的拷贝比反复开关好。"],
    "itinerary": [
        "长途旅行住带小厨房的地方会轻松很多，自己做几顿简单早饭，日子就不像赶场了。",
        "春秋两季很美但人多，有名的寺庙和园林早上去清静些，光线拍照也更柔和。",
        "每周留一天'什么都不干'，听着奢侈，但三个月的旅行靠这个才能保持好心情。","三个月可以慢慢走：一个地方住一两周再换，换得少收拾得少，也不累。",
                  "金泽、高山和木曾谷连在一起很顺，比京都安静。濑户内海沿岸适合看海、过悠闲日子。",
                  "箱根以温泉和天气好时看富士山出名，工作日比周末清静得多。",
                  "先找个安静的地方倒时差，再慢慢去热闹的城市，比较适合不喜欢人多的人。"],
    "bank": [
        "大多数银行有专门的遗产业务组，拿到死亡证明后统一处理所有账户，要求一个固定的联系人可以省得每次从头讲。",
        "手续没下来之前银行冻结资金是正常的，小额的有时会提前放款，不过要看银行的决定。",
        "打电话时把账号、去世日期和你们自己的证件准备好，通话会短很多。","银行遗产部门常常重复要同样的材料，因为不同账户归不同部门，很烦，但不代表出了问题。",
             "银行登记了去世信息后，自动扣款一般会停，之后扣走的通常可以由遗产追回。",
             "用挂号信寄复印件，并记下什么时候寄了什么，以后催办就容易多了。"],
    "packing": [
        "多穿几层比带厚衣服好：一件薄抓绒加一件轻便防雨外套，日本春天的天气基本都能应付。",
        "在日本洗衣服很方便，很多酒店有投币洗衣机，所以就算住得久，带一周的衣服一般也够了。",
        "带一双好穿好脱的鞋特别值，寺庙、旅馆和有些餐馆都要脱鞋。","日本用两个扁脚的插头，跟美标差不多，一般一个简单转换器就够，充电器电压通常没问题。",
                "现在刷卡很普遍，但有些小餐馆和神社还是喜欢现金，身上带点日元比较好。",
                "车站楼梯多，轻装真的省事。很多人把大行李寄走，只带一个过夜的小包。"],
    "health": [
        "钱包里最好放一张写着药名和剂量的小单子，万一要看医生可以直接给人看。",
        "到了以后第一天早上多出去晒晒太阳，头两天安排轻松点，倒时差会容易些。",
        "日本的医院水平很好，大城市也有习惯接待外国病人的诊所，保险公司的救援电话可以帮忙推荐。","处方药最好放在原包装里，带上处方复印件或医生的说明信。",
               "长途飞行每隔一两个小时起来走走，多喝水，可以缓解脚肿，弹力袜也有帮助。",
               "日本药店很好找，只是牌子不同，记住每种药的通用名会方便很多。"],
}
ZH_CLOSE = ["要不要我帮您起草一下？", "您先试试，看情况我们再走下一步。", "要我整理一张简短的清单吗？",
            "信里哪里不明白，贴过来我们一起看。", "今天清单上还有别的吗？", "剩下的您随时准备好了我们再弄。"]

# ---------------------------------------------------------------------------
# pasted material and tool rows
# ---------------------------------------------------------------------------

def en_pasted(rng):
    k = rng.randrange(9)
    if k == 5:
        sent = format(rng.randint(10 ** 8, 9 * 10 ** 9), ",")
        return ("This is what came up on the screen after Tom's copying thing finished, I've pasted it "
                "all in case it matters:\n\n    sending incremental file list\n    Wales holiday/IMG_0041.JPG\n"
                "    Wales holiday/IMG_0042.JPG\n    Christenings/scan_baby_claire.tif\n    ...\n"
                "    sent %s bytes  received 1,212 bytes\n    total size is large, speedup is 1.00\n\n"
                "Is 'speedup is 1.00' bad? It sounds slow." % sent)
    if k == 6:
        return ("I made a little table of the three insurance quotes, tell me if I've misunderstood:\n\n"
                "company | medical | cancellation | longest trip\n--------|---------|--------------|-------------\n"
                "first one | unlimited | up to five thousand | 94 days\nsecond one | ten million | three thousand | 60 days\n"
                "third one | five million | up to ten thousand | 120 days\n\nThe second one is out, surely, if it's only 60 days?")
    if k == 7:
        return ("From the agent, this morning:\n\n> Hi both, just a quick update on the property. We had good "
                "feedback from Saturday's viewings — people love the garden and the light in the sitting room. "
                "One party has asked whether the garage is included in the sale. Could you confirm? Best wishes.\n\n"
                "The garage is included, isn't it? It's on the same deeds, I'm fairly sure.")
    if k == 8:
        return ("Peggy's last statement, the bits I can read:\n\n    opening balance      (blurred)\n"
                "    DD  ELECTRIC CO      monthly\n    DD  WATER            monthly\n    SO  DONKEY SANCTUARY monthly\n"
                "    interest paid        small\n\nWhich of these should we cancel ourselves, and which does the bank stop?")
    if k == 0:
        return ("I'll paste the email from the solicitor's office:\n\n"
                "> Dear Mr and Mrs Hargreaves,\n> Thank you for returning the signed forms. We are now "
                "waiting for the valuation of the household contents and a final statement from the "
                "building society. We will write again as soon as we hear.\n> Kind regards,\n> "
                "Probate Department\n\nWhat does 'household contents' include? The furniture?")
    if k == 1:
        items = rng.sample(["walking shoes", "rain jackets", "Dennis's tablets", "plug adaptors",
                            "reading glasses (two pairs)", "the blue folder", "phone chargers",
                            "a small umbrella", "thermal vests", "the guidebook", "hand cream",
                            "spare hearing aid batteries", "a notebook for the temple stamps"], 7)
        return "Here's my packing list so far, tell me what's missing:\n" + "\n".join("- " + i for i in items)
    if k == 2:
        rows = rng.sample(["Kyoto | 2 weeks | quiet guesthouse", "Kanazawa | 10 days | near the garden",
                           "Takayama | 5 nights | ryokan", "Hiroshima | 1 week | hotel by the station",
                           "Hakone | 4 nights | hot spring inn", "Nagasaki | 1 week | apartment",
                           "Matsuyama | 5 nights | hotel", "Nara | 3 nights | guesthouse"], 5)
        return ("Dennis made a table of the rough plan (don't laugh):\n\nplace | how long | where\n"
                "------|----------|------\n" + "\n".join(rows) + "\n\nDoes the order make sense?")
    if k == 3:
        return ("Tom's message about the laptop, copied exactly:\n\n\"Gran, when it says 'disk not "
                "ejected properly' just ignore it, and DON'T close the lid while it's copying. If it "
                "goes to sleep the copy stops. Ring me if the light goes orange.\"\n\nWhat light?? "
                "I can't see any light.")
    return ("The bank's letter says, and I quote: \"We are unable to release funds until we receive "
            "an original or certified copy of the Grant of Representation.\" Is that the probate "
            "thing again?")


def zh_pasted(rng):
    k = rng.randrange(9)
    if k == 5:
        return ("阳阳那个拷贝命令跑完以后屏幕上出来这些，我全贴上来，以防有用：\n\n    sending incremental file list\n"
                "    桂林/IMG_0041.JPG\n    桂林/IMG_0042.JPG\n    满月酒/scan_baby.tif\n    ...\n"
                "    total size is large, speedup is 1.00\n\n'speedup is 1.00'是不是不好？听着很慢。")
    if k == 6:
        return ("我把三家保险的报价列了个表，你看我理解得对不对：\n\n公司 | 医疗 | 取消行程 | 最长天数\n-----|-----|------|------\n"
                "第一家 | 不限额 | 五万以内 | 94天\n第二家 | 一百万 | 三万 | 60天\n第三家 | 五十万 | 十万以内 | 120天\n\n"
                "第二家只保60天，肯定不行吧？")
    if k == 7:
        return ("中介今天早上发来的：\n\n> 两位好，房子的情况跟您汇报一下。周六看房的反馈不错，大家都喜欢院子和客厅的采光。"
                "有一位问车库是不是一起卖，麻烦确认一下。谢谢！\n\n车库是一起的吧？房产证上应该是一本。")
    if k == 8:
        return ("姑妈最后一张对账单，我能看清的部分：\n\n    期初余额        （看不清）\n    代扣  电费      每月\n"
                "    代扣  水费      每月\n    转账  流浪猫救助站  每月\n    利息            很少\n\n哪些要我们自己去停，哪些银行会停？")
    if k == 0:
        return ("我把律师事务所的邮件贴过来：\n\n> 陈先生、陈太太您好：\n> 已收到您签好的材料。目前我们在等"
                "家中物品的评估和银行的最终对账单，一有消息会再联系您。\n> 此致\n> 遗产事务部\n\n"
                "'家中物品'包括家具吗？")
    if k == 1:
        items = rng.sample(["走路的鞋", "雨衣", "老陈的药", "插头转换器", "老花镜（两副）", "蓝色文件夹",
                            "手机充电器", "小伞", "保暖内衣", "旅游书", "护手霜", "助听器电池",
                            "盖御朱印的本子"], 7)
        return "这是我目前的行李清单，你看缺什么：\n" + "\n".join("- " + i for i in items)
    if k == 2:
        rows = rng.sample(["京都 | 两周 | 安静的民宿", "金泽 | 十天 | 靠近园林", "高山 | 五晚 | 旅馆",
                           "广岛 | 一周 | 车站旁的酒店", "箱根 | 四晚 | 温泉旅馆", "长崎 | 一周 | 公寓",
                           "松山 | 五晚 | 酒店", "奈良 | 三晚 | 民宿"], 5)
        return ("老陈做了个大概的计划表（别笑）：\n\n地方 | 住多久 | 住哪\n-----|------|-----\n"
                + "\n".join(rows) + "\n\n这个顺序合理吗？")
    if k == 3:
        return ("阳阳发的消息，原样复制：\n\n“奶奶，提示'磁盘没有正确推出'的话不用管，拷贝的时候千万"
                "别合上盖子，睡眠了就停了。灯变成橙色就给我打电话。”\n\n什么灯？？我没看见有灯啊。")
    return ("银行的信原话是：“在收到遗产继承证明的原件或公证复印件之前，我们无法支付相关款项。”"
            "这是不是又是遗产手续那件事？")


def tool_rows(rng, zh, topic):
    """One function_call plus its result, on the turn's topic."""
    if topic == "photos":
        name = "run_shell"
        cmd = rng.choice(["df -h", "ls ~/Pictures", "system_profiler SPStorageDataType",
                          "uptime", "ls /Volumes"])
        args = {"command": cmd}
        if cmd == "df -h":
            out = ("Filesystem      Size   Used  Avail Capacity\n/dev/disk1s1   233Gi  201Gi   "
                   "30Gi    88%\n/dev/disk3s2   1.8Ti   12Gi  1.8Ti     1%")
        elif cmd == "ls ~/Pictures":
            out = "Photos Library.photoslibrary\nScans\nWales holiday\nChristenings\nMisc"
        elif cmd == "ls /Volumes":
            out = "Macintosh HD\nBACKUP DRIVE\nUntitled"
        elif cmd == "uptime":
            out = "up 3 days, load averages: 2.41 2.10 1.97"
        else:
            out = "Storage:\n  Macintosh HD:\n    Medium Type: Rotational\n    S.M.A.R.T. Status: Verified"
    elif topic == "rail":
        name = "web_search"
        args = {"query": "JR pass seat reservation rules" if not zh else "JR通票 指定席 预约 规则"}
        out = ("1. Japan Rail Pass: reservations and rules - official guide\n2. How to reserve seats "
               "with the pass (traveller forum)\n3. Green Car or ordinary? A comparison") if not zh else \
              ("1. JR通票使用指南（官方）\n2. 用通票预约座位的方法（旅行论坛）\n3. 绿色车厢还是普通车厢？对比")
    elif topic == "itinerary":
        name = "weather_forecast"
        city = rng.choice(["Kanazawa", "Kyoto", "Takayama", "Hakone", "Hiroshima"])
        args = {"city": city, "days": 5}
        sky = ["晴", "多云", "小雨"] if zh else ["sunny", "cloudy", "light rain"]
        out = json.dumps({"city": city, "forecast": [rng.choice(sky) for _ in range(5)], "unit": "C",
                          "highs": [rng.randint(6, 18) for _ in range(5)]}, ensure_ascii=False)
    elif topic in ("bank", "probate"):
        name = "email_search"
        args = {"query": rng.choice(["bereavement", "probate", "solicitor", "statement"]), "limit": 3}
        out = ("3 results:\n- 'Your bereavement enquiry' (bank, unread)\n- 'Estate of the late Mrs M. "
               "Ashworth - update' (solicitor)\n- 'Statement available' (building society)") if not zh else \
              ("3 条结果：\n- '关于您的遗产业务咨询'（银行，未读）\n- '已故女士遗产进展'（律师事务所）\n- '对账单已生成'（银行）")
    elif topic == "packing":
        name = "currency_convert"
        amt = rng.choice([100, 200, 500, 1000])
        args = {"from": "CNY" if zh else "GBP", "to": "JPY", "amount": amt}
        rate = round(rng.uniform(19.5, 21.5), 2) if zh else round(rng.uniform(185.0, 199.0), 1)
        out = json.dumps({"rate": rate, "result": round(amt * rate)})
    else:
        name = "web_search"
        q = {"insurance": ("travel insurance over 70 long trip", "70岁以上 长期 旅行保险"),
             "house": ("selling inherited house before probate", "继承房产 出售 流程"),
             "health": ("bringing prescription medicine into Japan", "处方药 带入日本 规定")}[topic]
        args = {"query": q[1] if zh else q[0]}
        out = ("1. A guide for older travellers\n2. What you need to know (consumer advice)\n"
               "3. Questions people ask") if not zh else "1. 老年旅客指南\n2. 你需要知道的事（消费者建议）\n3. 常见问题"
    return name, json.dumps(args, ensure_ascii=False), out


# ---------------------------------------------------------------------------
# value generation
# ---------------------------------------------------------------------------

def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def gen_value(kind, rng, zh, used, used_roles):
    """Return (needles, params) for one fact; needles avoid substring relations with `used`."""
    for _ in range(500):
        params = {}
        if kind == "name":
            roles = ZH_ROLES if zh else EN_ROLES
            free = [r for r in roles if r not in used_roles] or roles
            if zh:
                v = rng.choice(ZH_NAMES)
            else:
                v = rng.choice(EN_SOLO) if rng.random() < 0.2 else \
                    rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST)
            params["role"] = rng.choice(free)
            needles = [v]
        elif kind == "command":
            needles = [gen_command(rng)]
        elif kind == "id":
            v, ctx_en, ctx_zh = gen_id(rng)
            needles = [v]
            params["ctx"] = ctx_zh if zh else ctx_en
        elif kind == "port":
            if rng.random() < 0.4:
                v = str(rng.choice([5001, 8384, 32400, 9091, 8123, 51413, 8443, 6690, 5005, 22000,
                                    7878, 8096, 49152, 3689, 5357]))
            else:
                v = str(rng.randint(10000, 64999))
            needles = [v]
        elif kind == "version":
            f = rng.randrange(6)
            a, b, c = rng.randint(1, 14), rng.randint(0, 19), rng.randint(1, 9)
            v = ["%d.%d.%d" % (a, b, c), "v%d.%d" % (a, b), "%d.%d.%d-%d" % (a, b, c, rng.randint(100, 9999)),
                 "10.%d.%d" % (rng.randint(6, 15), c), "v%d.%d.%d" % (a, b, c), "%d.%d build %d" % (a, b, rng.randint(1000, 9999))][f]
            if zh and f == 1:
                v = "%d.%d.%d" % (a, b, c)
            needles = [v]
            params["thing"] = rng.choice(ZH_VERSION_THINGS if zh else EN_VERSION_THINGS)
        elif kind == "money":
            if zh:
                ctx, unit, lo, hi = rng.choice(ZH_MONEY_CTX)
                n = rng.randint(lo, hi)
                if unit == "万元":
                    v = "%d万元" % n
                elif unit == "日元" and rng.random() < 0.4:
                    v = "¥%s" % format(round(n, -2), ",")
                elif unit == "日元" and rng.random() < 0.5 and n >= 10000:
                    v = "%s万日元" % (("%.1f" % (round(n, -3) / 10000)).rstrip("0").rstrip("."))
                else:
                    v = "%d%s" % (round(n, -1) if n > 1000 else n, unit)
            else:
                ctx, cur, lo, hi = rng.choice(EN_MONEY_CTX)
                n = rng.randint(lo, hi)
                if n > 10000:
                    n = round(n, -2)
                elif n > 1000 and rng.random() < 0.6:
                    n = round(n, -1)
                v = cur + format(n, ",")
                if cur == "£" and n < 1000 and rng.random() < 0.3:
                    v = "£%d.%02d" % (n, rng.randint(1, 99))
            params["ctx"] = ctx
            needles = [v]
        elif kind == "date":
            d0 = datetime.date(2026, 12, 1) + datetime.timedelta(days=rng.randint(0, 170))
            m, d, wd = d0.month, d0.day, d0.weekday()
            if zh:
                f = rng.randrange(4)
                v = ["%d月%d日" % (m, d), "%d月%d号" % (m, d), "%d月%d日（周%s）" % (m, d, "一二三四五六日"[wd]),
                     "%d年%d月%d日" % (d0.year, m, d)][f]
                params["ctx"] = rng.choice(ZH_DATE_CTX)
            else:
                f = rng.randrange(6)
                v = ["%s %d" % (EN_MONTHS[m - 1], d), "%d %s" % (d, EN_MON3[m - 1]),
                     "%02d/%02d" % (d, m), "%s the %s" % (EN_WEEKDAYS[wd], ordinal(d)),
                     "%s %d %s" % (EN_WEEKDAYS[wd], d, EN_MONTHS[m - 1]),
                     "the %s of %s" % (ordinal(d), EN_MONTHS[m - 1])][f]
                params["ctx"] = rng.choice(EN_DATE_CTX)
            needles = [v]
        elif kind == "decision":
            c, r = rng.choice(ZH_DECISIONS if zh else EN_DECISIONS)
            params["c"], params["r"] = c, r
            needles = [c, r]
        elif kind == "constraint":
            p = rng.choice(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS)
            params["p"] = p
            needles = [p]
        else:
            q = rng.choice(ZH_QUESTIONS if zh else EN_QUESTIONS)
            params["q"] = q
            needles = [q]
        if all(not (n in u or u in n) for n in needles for u in used):
            used.extend(needles)
            if kind == "name":
                used_roles.append(params["role"])
            return needles, params
    raise RuntimeError("could not draw a distinct %s value" % kind)


def gen_command(rng):
    y = rng.randint(1996, 2019)
    folder = rng.choice(["Wales_holiday", "Christenings", "Peggy_letters", "Scans", "Weddings",
                         "Garden", "Choir", "Xmas", "Family", "Old_slides"])
    vol = rng.choice(["PEGGY_HD", "OldMac", "Untitled", "MacintoshHD"])
    bk = rng.choice(["Backup2026", "FamilyPhotos", "BACKUP_A", "BACKUP_B", "Archive"])
    x = rng.choice("bcdef")
    forms = [
        "rsync -av --progress /Volumes/%s/Pictures/%s/ /Volumes/%s/%s_%d/" % (vol, folder, bk, folder, y),
        "du -sh ~/Pictures/%s_%d" % (folder, y),
        "shasum -a 256 %s_%d.zip" % (folder.lower(), y),
        "robocopy D:\\Photos\\%d E:\\%s\\%d /E /COPY:DAT" % (y, bk, y),
        "osxphotos export /Volumes/%s/export_%d --export-by-date" % (bk, y),
        "exiftool -r -d %%Y/%%m '-Directory<DateTimeOriginal' ~/Desktop/%s_%d" % (folder, y),
        "sudo smartctl -a /dev/sd%s" % x,
        "tar -czf %s_%d.tar.gz ~/Pictures/%s" % (folder.lower(), y, folder),
        "find /media/tom/%s -iname '*.jpg' | wc -l" % vol,
        "rclone copy ~/Pictures/%s /Volumes/%s/%s --progress" % (folder, bk, folder),
        "cp -Rv /Volumes/%s/DCIM ~/Desktop/%s_%d" % (vol, folder, y),
        "md5sum -c checksums_%d.md5" % y,
        "zip -r %s_%d.zip ~/Documents/%s" % (folder.lower(), y, folder),
        "diskutil verifyVolume /Volumes/%s" % vol,
    ]
    return rng.choice(forms)


def gen_id(rng):
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    def let(n):
        return "".join(rng.choice(L) for _ in range(n))
    def dig(n):
        return "".join(rng.choice("0123456789") for _ in range(n))
    forms = [
        ("PRB-" + dig(6), "the probate application", "遗产公证申请"),
        ("BRV-" + dig(5) + let(1), "the bank's bereavement case", "银行遗产业务案件"),
        ("JRP" + let(2) + "-" + dig(4), "the rail pass order", "JR通票订单"),
        ("TIP/" + dig(2) + "/" + dig(6), "the travel insurance policy", "旅行保险保单"),
        ("INV-" + dig(5), "the solicitor's invoice", "律师费发票"),
        ("EA-" + let(2) + dig(5), "the house listing with the agent", "中介的房源"),
        ("RYK" + dig(7), "the ryokan booking", "民宿预订"),
        (let(6), "our flight booking", "机票预订"),
        ("TRK" + dig(9) + "GB", "the courier parcel with the death certificates", "寄死亡证明的快递"),
        ("CLM-" + dig(4) + "-" + let(3), "the water company claim", "水费退款申请"),
        ("SR" + dig(8), "the computer shop repair", "电脑店维修单"),
    ]
    return rng.choice(forms)


# ---------------------------------------------------------------------------
# conversation building
# ---------------------------------------------------------------------------

def typo(text, rng, zh):
    if zh:
        for a, b in (("的", "得"), ("在", "再"), ("已经", "以经"), ("那", "哪")):
            if a in text and rng.random() < 0.5:
                i = text.index(a)
                return text[:i] + b + text[i + len(a):]
        return text
    words = text.split(" ")
    cand = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 5 and "\x00" not in w]
    if not cand:
        return text
    i = rng.choice(cand)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    if rng.random() < 0.5:
        w = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    else:
        w = w[:j] + w[j + 1:]
    words[i] = w
    return " ".join(words)


def cap(s):
    return s[:1].upper() + s[1:]


def render_fact(fact, rng, zh, role, decks):
    T = (ZH_T if zh else EN_T)[fact["kind"]][role]
    key = (fact["kind"], role)
    if not decks.get(key):
        decks[key] = rng.sample(T, len(T))
    tpl = decks[key].pop()
    p = dict(fact["params"])
    slots = {}
    # placeholders become sentinels so typos never touch the needles
    for key, val in list(p.items()) + [("v", fact["needles"][0])]:
        s = "\x00%d\x00" % len(slots)
        slots[s] = val
        p[key] = s
    for key in ("ctx", "thing"):
        if key in fact["params"]:
            s = "\x00%d\x00" % len(slots)
            slots[s] = cap(fact["params"][key])
            p[key + "_cap"] = s
    text = tpl.format(**p)
    if role == "user" and rng.random() < 0.25:
        text = typo(text, rng, zh)
    for s, val in slots.items():
        text = text.replace(s, val)
    return text


def assistant_body(rng, zh, topic, n_par):
    pool = (ZH_ASSIST if zh else EN_ASSIST)[topic]
    pars = rng.sample(pool, min(n_par, len(pool)))
    if rng.random() < 0.3:
        other = rng.choice([t for t in EN_TOPICS if t != topic])
        pars.append(rng.choice((ZH_ASSIST if zh else EN_ASSIST)[other]))
    if rng.random() < 0.08:
        steps = ["先把文件复印一份", "写下日期和对方的名字", "原件放回蓝色文件夹"] if zh else \
                ["Make a copy of the letter first", "Write down the date and who you spoke to",
                 "Put the original back in the blue folder"]
        pars.append(("建议这样做：\n" if zh else "A simple routine that helps:\n") +
                    "\n".join("%d. %s" % (i + 1, s) for i, s in enumerate(steps)))
    return pars


def build(seed, per_kind, zh, attempt):
    rng = random.Random(seed * 7919 + attempt * 104729 + (1 if zh else 0))
    used = []
    used_roles = []
    facts = []
    for kind in KINDS:
        for _ in range(per_kind):
            needles, params = gen_value(kind, rng, zh, used, used_roles)
            role = "user"
            if kind in ("name", "command", "id", "port", "version", "money", "date") and rng.random() < 0.25:
                role = "assistant"
            facts.append({"kind": kind, "needles": needles, "params": params, "role": role})
    F = len(facts)
    n_msgs = min(280, max(130, int(F * 2.0)) + rng.randint(0, 50))
    n_turns = n_msgs // 2
    order = facts[:]
    rng.shuffle(order)
    user_slots = [[] for _ in range(n_turns)]
    asst_slots = [[] for _ in range(n_turns)]
    for i, f in enumerate(order):
        t = int((i + rng.random()) * (n_turns - 1) / F) + 1
        t = min(t, n_turns - 1)
        slots = user_slots if f["role"] == "user" else asst_slots
        cap_ = 2 if f["role"] == "user" else 1
        if F > n_turns * 1.5:
            cap_ += 2
        tt = t
        while len(slots[tt]) >= cap_:
            tt = tt + 1 if tt + 1 < n_turns else 1
        slots[tt].append(f)

    texts = []   # (role, text, facts) plus tool rows
    rows = []
    topics = EN_TOPICS
    t0 = datetime.datetime(2026, 11, 20, 7, 30, 0)
    clock = [t0]
    counter = [0]

    def stamp():
        clock[0] += datetime.timedelta(minutes=rng.randint(2, 40), seconds=rng.randint(0, 59))
        return clock[0].strftime("%Y-%m-%dT%H:%M:%SZ")

    def add_msg(role, text, carried):
        counter[0] += 1
        rows.append({"v": 2, "id": "msg_ap%d" % counter[0], "createdAt": stamp(),
                     "item": {"type": "message", "role": role, "content": text},
                     "meta": {"uiRole": role}})
        for f in carried:
            f["row"] = len(rows) - 1

    def add_tool(topic):
        name, args, out = tool_rows(rng, zh, topic)
        counter[0] += 1
        cid = "call_ap%d_%d" % (seed, counter[0])
        rows.append({"v": 2, "id": "msg_ap%d" % counter[0], "createdAt": stamp(),
                     "item": {"type": "function_call", "callId": cid, "name": name, "arguments": args},
                     "meta": {}})
        counter[0] += 1
        rows.append({"v": 2, "id": "msg_ap%d" % counter[0], "createdAt": stamp(),
                     "item": {"type": "function_call_result", "callId": cid, "name": name,
                              "status": "completed", "output": out}, "meta": {}})

    decks = {}
    chat = ZH_CHAT if zh else EN_CHAT
    ufill = ZH_USER_FILLER if zh else EN_USER_FILLER
    sep = "" if zh else " "
    for t in range(n_turns):
        if t == 0:
            topic = "probate"
            if zh:
                u = ("你好，我们是一对退休的老两口，我是秀兰，有时候是老陈打字。我们想明年去日本待三个月，"
                     "可同时还在处理姑妈的遗产：律师、银行、卖她的房子，还有她旧电脑里的家庭照片要备份。"
                     "事情太多了，想请你慢慢帮我们理一理，可以吗？")
            else:
                u = ("Hello there. We're a retired couple — I'm Ruth, though Dennis types too sometimes. "
                     "We're hoping to spend three months in Japan next year, but we're also in the middle "
                     "of sorting out Aunt Peggy's estate: the solicitor, the bank, selling her house, and "
                     "backing up the family photos on her old laptop. It's a lot. Could you help us keep "
                     "it all straight, slowly?")
            add_msg("user", u, [])
            body = assistant_body(rng, zh, "probate", 2) + assistant_body(rng, zh, "itinerary", 1)
            a = ("当然可以，很乐意帮忙。我们一件一件来。\n\n" if zh else
                 "Of course — I'd be glad to help, and we can take it one step at a time.\n\n") + "\n\n".join(body)
            add_msg("assistant", a, [])
            continue
        # user message
        uf = user_slots[t]
        af = asst_slots[t]
        a_texts = [render_fact(f, rng, zh, "assistant", decks) for f in af]
        parts = []
        if rng.random() < 0.35:
            parts.append(rng.choice(chat))
        if uf or af:
            f_texts = [render_fact(f, rng, zh, "user", decks) for f in uf]
            topic = infer_topic(" ".join(f_texts + a_texts), rng)
            parts.extend(f_texts)
            if rng.random() < 0.15:
                parts.append(en_pasted(rng) if not zh else zh_pasted(rng))
            elif rng.random() < 0.3 or not uf:
                k = 1 if uf else rng.choice([1, 2])
                parts.extend(rng.sample(ufill[topic], min(k, len(ufill[topic]))))
        else:
            r = rng.random()
            if r < 0.18:
                pasted = en_pasted(rng) if not zh else zh_pasted(rng)
                parts.append(pasted)
                topic = infer_topic(pasted, rng)
            else:
                topic = rng.choice(topics)
                k = rng.choice([1, 1, 2, 3])
                fs = rng.sample(ufill[topic], min(k, len(ufill[topic])))
                parts.extend(fs)
                if rng.random() < 0.3:
                    parts.append(rng.choice(chat))
            if rng.random() < 0.3:
                parts = [typo(x, rng, zh) for x in parts]
        joiner = rng.choice(["\n\n", sep, "\n"]) if len(parts) > 1 else ""
        add_msg("user", joiner.join(parts), uf)
        if rng.random() < 0.22:
            add_tool(topic)
        # assistant message
        has_q = any(f["kind"] == "question" for f in uf)
        if has_q:
            opening = rng.choice(ZH_DEFER if zh else EN_DEFER)
        elif uf:
            opening = rng.choice(ZH_ACK if zh else EN_ACK)
        else:
            opening = rng.choice(ZH_ACK if zh else EN_ACK) if rng.random() < 0.6 else ""
        pieces = [opening] if opening else []
        pieces.extend(a_texts)
        body = assistant_body(rng, zh, topic, rng.choice([1, 2, 2, 3]))
        if rng.random() < 0.15:
            body = body[:1]
        pieces.extend(body)
        if rng.random() < 0.5:
            pieces.append(rng.choice(ZH_CLOSE if zh else EN_CLOSE))
        add_msg("assistant", "\n\n".join(pieces), af)
    return rows, facts


TOPIC_WORDS = {
    "photos": ["laptop", "photo", "backup", " port", "NAS", "drive", "`", "router", "scann", "Tom",
               "电脑", "照片", "备份", "端口", "硬盘", "路由器", "扫描", "阳阳", "`"],
    "rail": ["rail", "train", "pass", "通票", "火车", "车厢", "JR"],
    "insurance": ["insurance", "policy", "保险"],
    "probate": ["solicitor", "probate", "estate", "the will", "executor", "律师", "遗产", "公证", "遗嘱"],
    "house": ["house", "agent", "buyers", "clearance", "survey", "meter", "piano", "房", "中介", "买家", "钢琴"],
    "bank": ["bank", "account", "pension", "银行", "账户", "存款", "养老金"],
    "itinerary": ["flight", "ryokan", "Kyoto", "Osaka", "Kanazawa", "Tokyo", "hotel", "guide", "Hokkaido",
                  "航班", "民宿", "京都", "大阪", "金泽", "东京", "酒店", "导游", "北海道", "机票"],
    "health": ["tablets", "GP", "pharmac", "pacemaker", "hearing", "药", "医生", "起搏器", "助听器"],
    "packing": ["suitcase", "luggage", "wifi", "cash", "行李", "WiFi", "现金"],
}


def infer_topic(text, rng):
    hits = [t for t, ws in TOPIC_WORDS.items() if any(w in text for w in ws)]
    return rng.choice(hits) if hits else rng.choice(EN_TOPICS)


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + "\n" + it["arguments"]
    return it["name"] + "\n" + it["output"]


def check(rows, facts):
    texts = [row_text(r) for r in rows]
    alln = [n for f in facts for n in f["needles"]]
    for i, a in enumerate(alln):
        for j, b in enumerate(alln):
            if i != j and a in b:
                return False
    for f in facts:
        if "row" not in f:
            return False
        for n in f["needles"]:
            hits = [i for i, t in enumerate(texts) if n in t]
            if hits != [f["row"]]:
                return False
    return True


def okbot(binary, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([binary] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def max_summary(root):
    best = 0
    for dp, _dn, fns in os.walk(root):
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
                        for k, v in x.items():
                            if k == "summary" and isinstance(v, str):
                                best = max(best, len(v))
                            else:
                                stack.append(v)
                    elif isinstance(x, list):
                        stack.extend(x)
    return best


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    binary, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    kept_kind = {k: 0 for k in KINDS}
    tot_kind = {k: 0 for k in KINDS}
    max_chars = 0
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(200):
            rows, facts = build(seed, per_kind, zh, attempt)
            if check(rows, facts):
                break
        else:
            sys.exit("seed %d: could not build a conversation with unique needles" % seed)
        root = os.path.abspath(os.path.join(workdir, "root-%d" % seed))
        if os.path.exists(root):
            shutil.rmtree(root)
        okbot(binary, root, ["init"])
        okbot(binary, root, ["assistant", "create", "Writer"])
        okbot(binary, root, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batch, count, compressions = [], 0, 0
        n_msgs = sum(1 for r in rows if r["item"]["type"] == "message")
        for r in rows:
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message":
                count += 1
                if count % BATCH == 0 or count == n_msgs:
                    okbot(binary, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                    batch = []
                    okbot(binary, root, ["compress", "-a", "Writer", "--now"])
                    compressions += 1
        if batch:
            okbot(binary, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
        ctx = okbot(binary, root, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in facts:
            tot_kind[f["kind"]] += 1
            if all(n in ctx for n in f["needles"]):
                kept += 1
                kept_kind[f["kind"]] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, "zh" if zh else "en", n_msgs, len(rows), compressions, kept, len(facts),
                 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        max_chars = max(max_chars, max_summary(root))
    for k in KINDS:
        print("kind %s %d/%d %.1f" % (k, kept_kind[k], tot_kind[k],
                                      100.0 * kept_kind[k] / tot_kind[k] if tot_kind[k] else 0.0))
    allk, allt = sum(kept_kind.values()), sum(tot_kind.values())
    print("retention overall %.1f" % (100.0 * allk / allt if allt else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()
