#!/usr/bin/env python3
"""Held-out retention set "bo": a host with three holiday cottages on the coast and her assistant.

She texts in quick bursts between changeovers (cleaners, handyman, guests' booking references from
two platforms, a keysafe/thermostat hub on a Raspberry Pi, payouts, licence rules, dates), forwards
platform e-mails and guest messages verbatim and pastes payout tables and hub logs in the evening.
The last seed's conversation is entirely in Simplified Chinese (a 民宿 host by the sea).

Usage:
    PER_KIND=n SUMMARY_MAX=m python3 gen.py OKBOT WORKDIR [seed ...]
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


def fill(tpl, kw):
    return re.sub(r"\{(\w+)\}", lambda m: kw[m.group(1)] if m.group(1) in kw else m.group(0), tpl)


# ----------------------------------------------------------------------------------------------
# English material
# ----------------------------------------------------------------------------------------------

COTTAGES_EN = ["Gull Cottage", "Driftwood", "the Net Loft", "Samphire", "Kittiwake", "the Old Boathouse",
               "Sea Pink", "Lookout Cottage", "Wheelhouse", "Pilchard Cottage", "Rockpool", "Marram"]
TOWNS_EN = ["Porthcarrow", "St Elwyn", "Trevarnon", "Polwhidden", "Penhallow Bay", "Crugmeer"]
FIRST_EN = ["Gareth", "Bronwen", "Morwenna", "Kieran", "Tamsin", "Derek", "Hollie", "Jago", "Lowenna",
            "Rhys", "Nadia", "Priya", "Tomasz", "Sian", "Colin", "Maggie", "Dylan", "Ffion", "Imogen",
            "Stefan", "Callum", "Kerry", "Wayne", "Marcus", "Elin", "Joanne", "Trevor", "Aled", "Carys",
            "Demelza", "Oskar", "Yvonne", "Rosie", "Hamid", "Zofia", "Bethan", "Lewis", "Fern"]
LAST_EN = ["Pryce", "Treloar", "Hosking", "Penrose", "Polglase", "Trewin", "Nance", "Carne", "Bolitho",
           "Kowalski", "Raman", "Nowak", "Roskilly", "Tregear", "Pascoe", "Opie", "Varga", "Ferreira",
           "Trembath", "Angove", "Chenoweth", "Pengelly", "Rodda", "Vosper", "Kitto", "Lanyon", "Tonkin",
           "Hocking", "Jewell", "Odgers", "Oates", "Keast", "Mabbott", "Curnow", "Sobey", "Hichens"]
MON_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December"]
WDAY_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# decision: (choice, reason) -- both needles, verbatim in one message
DEC_EN = [
    ("drop Booking.com for {c} altogether", "their commission went up again in the autumn"),
    ("move every changeover to Saturdays", "the cleaners can't do Fridays any more"),
    ("put the hub on its own guest network", "the router keeps kicking it off overnight"),
    ("go with the laundry firm's weekly collection", "it saves me two runs to the launderette"),
    ("stop taking one-night stays at {c}", "the one-nighters leave it in the worst state"),
    ("buy a second keysafe for {c}", "the last two guests couldn't get the key out"),
    ("let the hub auto-update at 3am", "I keep forgetting to do it by hand"),
    ("set a three-night minimum over Christmas", "the changeover costs eat the whole profit otherwise"),
    ("pay the cleaners per changeover instead of hourly", "it's easier to budget when every clean costs the same"),
    ("allow dogs at {c} only", "it's the only one with a tiled floor downstairs"),
    ("roll the thermostat back to the old firmware", "the new one wiped the heating schedule twice"),
    ("run the Pi off the wired connection", "the wifi in the annexe drops out every evening"),
    ("hand the licence paperwork to the accountant", "she's already dealt with the council twice this year"),
    ("leave the heating on frost mode between guests", "the pipes at {c} froze last winter"),
    ("block out {c} for the first week of January", "that's the only time the roofer can come"),
    ("give returning guests ten percent off", "repeat guests have been the least hassle by far"),
    ("send the door code the evening before arrival", "people kept losing the first message"),
    ("take the hot tub off the {c} listing until spring", "the heater costs a fortune to run in winter"),
    ("switch the payouts to the business account", "the accountant wants everything in one place"),
    ("replace the lock batteries at every third changeover", "a dead lock at midnight is the nightmare scenario"),
    ("keep the cleaning fee the same until Easter", "guests are already moaning about the extras"),
    ("get a proper alarm fitted to the keysafe at {c}", "someone tried to prise the box open in October"),
    ("put the dehumidifier on a smart plug timer", "the electric bill has nearly doubled since September"),
    ("list {c} on Airbnb only from now on", "the Booking.com guests never read the house rules"),
]

# constraint: (what must / must not be done, condition or scope) -- both needles
CON_EN = [
    ("never hand out the keysafe code", "until the balance has cleared"),
    ("no parties or events", "at any of the three cottages"),
    ("don't let the cleaners start", "before 11am on changeover days"),
    ("the hot tub has to be drained", "whenever the forecast goes below zero"),
    ("no more than six guests", "in {c} including babies"),
    ("don't touch the hub settings", "while anyone is checked in"),
    ("don't install updates on the Pi", "on a Friday or over a bank holiday"),
    ("no smoking anywhere", "including the garden and the decking"),
    ("the licence number must be shown", "on every single listing"),
    ("never open ports on the router", "for anything except the VPN"),
    ("nobody gets a permanent door code", "apart from the cleaning company"),
    ("guests can't arrive", "after 9pm unless they've messaged me first"),
    ("don't book two changeovers", "at {c} and {c2} on the same day"),
    ("the thermostat stays at 16 or below", "when the cottage is empty"),
    ("no stays longer than 28 nights", "without checking with the accountant first"),
    ("don't mention the hot tub", "in any of the Booking.com listings"),
    ("fireworks are banned", "on the clifftop side of {c}"),
    ("no dogs upstairs", "in any of the cottages, even on a lead"),
    ("don't give out my mobile number", "to anyone who hasn't actually booked"),
    ("the keysafe must be reset", "after every single checkout"),
    ("never leave the spare keys", "under the mat at {c}"),
    ("the wood burner can't be lit", "unless the chimney sweep certificate is in date"),
]

# question subjects -- never answered anywhere in the conversation
Q_EN = [
    "whether the licence covers the annexe as a separate unit",
    "if Booking.com refunds the commission on a cancelled stay",
    "whether {c} needs its own fire risk assessment",
    "if the hub keeps working on battery in a power cut",
    "whether the cleaners count as employees for the insurance",
    "what the council actually counts as a change of use",
    "whether the old keysafes are still getting security patches",
    "if the couple with the broken shower are owed a partial refund",
    "whether business rates kick in after 140 nights",
    "if the spare Pi could act as a backup hub",
    "whether Airbnb's damage cover includes the smart locks",
    "who actually owns the shared drive at {c}",
    "whether the tourist levy gets charged on top of the nightly rate",
    "if the gas safety certificate needs redoing for the new hob",
    "whether I need planning permission for the hot tub at {c}",
    "if the thermostat history counts as guests' personal data",
    "whether the flood insurance still covers {c} on the new map",
    "if the neighbours can object to the licence renewal",
]

# (user message, assistant reply)
NAME_EN = [
    ("new cleaner from sat is {name}, shes done the Harbour Row lets for years apparently so fingers crossed",
     "That's good news - someone who already knows holiday-let changeovers will save you a lot of hand-holding. "
     "For her first few cleans I'd:\n\n- walk her through one changeover at {c} in person if you can\n"
     "- give her the written checklist (I can tidy up the one you've got)\n- set her a time-limited door code "
     "rather than the master one\n- ask for two or three photos per room when she's done, just for the first "
     "couple of weeks\n\nWant me to draft a short welcome message for her?"),
    ("fwd - can you make sense of this\n\n---------- Forwarded message ---------\nFrom: {name} <{email}>\n"
     "Subject: Short-term let licence - {c}\n\nDear Applicant,\n\nFurther to your application, an officer will need "
     "to visit the property before the licence can be determined. Please reply with three weekday mornings that "
     "suit you over the coming month.\n\nKind regards\n{first}\nLicensing & Regulatory Services",
     "It's a routine pre-licence inspection. They want to see the property in person before they approve it, "
     "and they're asking you to offer three weekday mornings. Things they usually look at:\n\n"
     "1. Smoke and CO alarms - present, tested, in date\n2. Fire blanket and extinguisher in the kitchen\n"
     "3. Escape routes clear, keys for any locked windows accessible\n4. Gas safety and electrical certificates "
     "to hand\n5. Your house rules and emergency info on display\n\nPick mornings with no changeover at {c} so "
     "you're not rushing the cleaners. Want me to draft the reply?"),
    ("handyman this time is {name}, not Dave. Dave's away till feb",
     "Noted. Since it's someone new, I'd send him the same brief you'd give Dave: which cottage, what the job is, "
     "the keysafe procedure and that he must text you when he leaves so you can reset the code. If the job overlaps "
     "with guests, give them a heads-up the day before."),
    ("ok so I spoke to the plumber his name is {name} and he reckons the valve on the combi at {c} is on its way "
     "out and he can come thursday morning but only if I get the guests out by ten which I cant really ask them "
     "can I",
     "You can ask, as long as it's framed as a favour and not a demand. Something like:\n\n> Hi both, really sorry "
     "to bother you on holiday - the boiler needs a small repair and the plumber can only come on Thursday morning. "
     "Would you mind if he popped in around ten? He'll be about an hour and won't touch anything of yours. If that's "
     "a pain just say and we'll work round you.\n\nMost guests say yes, especially if the alternative is the hot "
     "water packing in. If they'd rather not, ask him for the next slot after checkout."),
    ("guest msg just came in:\n\n\"Hi! It's {name} here, we're the family arriving at {c}. Is it ok if we bring "
     "our spaniel? She's very well behaved and sleeps in her crate x\"\n\nsigh",
     "Depends what your pet policy is for {c} right now. If you're happy to allow it, a reply could be:\n\n"
     "> Hi! Thanks for asking - a well-behaved spaniel is fine. Please keep her downstairs and off the sofas, "
     "and there's a towel in the porch cupboard for sandy paws. There's a small pet cleaning charge which I'll add "
     "to the booking.\n\nIf not, keep it short and friendly and point them to a local kennels. Which way do you want "
     "to go?"),
    ("{name} from the laundry rang, theyre putting the price up again ffs",
     "Annoying. Before you accept it, it's worth asking them for the new price in writing and checking whether "
     "collection frequency or bag limits change too. If it's a big jump I can help you compare with one or two "
     "other linen services nearby, or work out what a second washer-dryer would cost you over a year."),
    ("co-host sorted!! {name} is going to cover the changeovers while I'm at my sisters",
     "Brilliant, that's a weight off. To make the handover smooth I'd give her:\n\n- a one-page sheet per cottage "
     "(keysafe, stopcock, fuse box, bins, wifi)\n- Lorraine's number and the handyman's\n- access to the guest "
     "messages on both platforms, or at least the arrival times\n- clear rules on what she can decide herself "
     "(late checkout, small refunds) and what needs you\n\nI can draft the sheets if you send me the details."),
    ("window cleaner is {name}, cash only, comes every 3rd week ish. add him to the contacts thing pls",
     "Added to the contacts list under trades. If he's doing the upstairs windows while guests are in, it's worth "
     "a one-line message to them in advance - people do get startled by a face at the bedroom window."),
    ("the accountant's new junior {name} emailed asking for the Airbnb statements for the year, is that normal",
     "Yes, that's normal at this time of year - they need the platform earnings statements to reconcile your "
     "income. Before sending anything, just double-check the email really came from the firm's usual domain "
     "(a quick call to the office is fine). Then you can download the annual earnings CSV from the Airbnb "
     "dashboard and send that."),
    ("neighbour at {c} is {name}, she's got a spare key for emergencies. lovely woman, bit nosy",
     "Good to have someone close by for emergencies. I'd note down exactly which key she has and agree with her "
     "what counts as an emergency (water leak, alarm going off) so she isn't called for small things."),
]

NAME_EN_TOOL = [
    ("can you find that email from the council about the inspection, I can't see it",
     "search_email", {"query": "licence inspection council"}, "council"),
    ("who was the roofer who quoted last month, it's in my email somewhere",
     "search_email", {"query": "roof quote"}, "roofer"),
    ("find the message from the insurance people, think it came yesterday",
     "search_email", {"query": "insurance claim"}, "insurance"),
]

NAME_EN_ASST = [
    ("From your messages, the electrician who did the consumer unit at {c} last spring was {name} - want me to "
     "ask him about the outside socket as well?", "yes pls"),
    ("I've drafted the reply to the licensing team and signed it off with your co-host as the local contact, "
     "{name}, since you'll be away. Shall I send it?", "yes go for it"),
    ("The chimney sweep you used last year was {name} - his certificate is the one in your documents folder. "
     "Want me to ask him for a date?", "oh yes him, ask him"),
]

COMMAND_EN = [
    ("typed {cmd} on the pi and it just sits there. is that normal",
     "Yes, that can be normal - some commands wait quietly until they finish, and a few keep following the log "
     "until you stop them. Give it a minute; if nothing changes press Ctrl+C and paste me what's on the screen."),
    ("pi@keyhub:~ $ {cmd}\n{out}\npi@keyhub:~ $\n\nwhat does that mean",
     "That looks healthy - no errors, and the service came back. The lines above are just the service telling you "
     "what it's doing. If the locks still aren't showing new codes in ten minutes, tell me and we'll look at the "
     "bridge log."),
    ("the installer guy said if the locks stop talking to the app to run {cmd} and wait a minute",
     "That's sensible advice - it just gets the service talking to the locks again. It won't wipe any codes that "
     "are already stored on the locks. Save it somewhere you can find on your phone."),
    ("note for future me: {cmd} is the one that fixed it last time",
     "Noted. If you want, I can keep a little 'hub fixes' list for you with what each one does, so you're not "
     "scrolling back through messages at 11pm with a guest on the doorstep."),
    ("ok ran {cmd}, nothing exploded",
     "Ha, good. Give it a couple of minutes and check the app - the lock status should go green again. If it "
     "doesn't, we'll look at the log."),
    ("right I'm on the laptop now and I did the thing you said or I think I did I typed {cmd} and then it asked "
     "for the password and I put the pi one in and it came back with a load of text and then the prompt again",
     "That's exactly what should happen - the password prompt is because it needs admin rights, and getting the "
     "prompt back means it finished. Check the app now and tell me if the thermostat and the locks are showing "
     "online."),
    ("can you explain what {cmd} actually does before I run it, Jamie sent it me",
     "Good instinct to ask first. Broken down:\n\n- the first word is the program being run\n- the rest tells it "
     "which service or file to act on and how\n\nIt only reads or restarts the hub's own service - it doesn't "
     "delete anything and doesn't touch the router. Safe to run. If it prints something with 'error' or 'failed', "
     "paste it to me."),
    ("saved in my notes app:\n- wifi pw is on the fridge magnet\n- {cmd}   <- the hub thing\n- bins tues, recycling "
     "every other\n- stopcock under the sink at {c}",
     "Handy list. One suggestion: don't keep the wifi password and the Pi login in the same note, in case your "
     "phone is ever lost. Otherwise that's a good cheat sheet."),
    ("Jamie says use {cmd} instead of turning the whole thing off and on, is that right",
     "Jamie's right - that restarts just the bit that's misbehaving instead of power-cycling the Pi, which is "
     "gentler on the SD card and quicker to come back."),
]

COMMAND_EN_TOOL = [
    "codes aren't syncing to the lock at {c} again, can you check the pi",
    "the thermostat app says offline, can you have a look at the hub",
    "can you check if the backup ran on the pi last night",
    "something's up with the hub, app is really slow. can you look",
]

COMMAND_EN_ASST = [
    ("Try this on the Pi:\n\n    {cmd}\n\nIf it asks for a password, it's the Pi one. Give it a minute, then "
     "check the app.", "done, lock's back 🙌"),
    ("Next step - run this and paste me the output:\n\n    {cmd}\n\nIt's safe, it won't delete anything or touch the locks.",
     "ok it printed loads, looks fine I think"),
    ("For the record, the one-liner to use next time is:\n\n    {cmd}\n\nSave that in your notes.", "saved x"),
]

ID_EN = [
    ("booking ref {id} - they want early check in, is that doable with the cleaners",
     "Depends on the turnaround. If Lorraine's team can finish by one, you could offer a 1pm check-in, maybe for a "
     "small fee. I'd only confirm once the cleaners have said yes, and tell the guests it's 'subject to the clean "
     "finishing' so you're not stuck if they run late."),
    ("invoice from the handyman is {id}, can you log it against {c}",
     "Logged against {c} under repairs and maintenance. Keep the PDF in the same folder as the others so the "
     "accountant can match it at year end."),
    ("council gave me an application number {id} make sure we dont lose it",
     "Saved. I'd also put it in the subject line of any emails to the licensing team - it gets you to the right "
     "person much faster."),
    ("opened a ticket with the hub people, {id}. no response obvs",
     "Support desks often take two or three working days. If nothing by Monday, reply on the same ticket rather "
     "than opening a new one, otherwise you go to the back of the queue."),
    ("the airbnb one is {id} I think, no wait, yes it is, the one with the couple from Leeds",
     "Got it - that's the reservation we'll use for the message thread. Do you want me to draft their check-in "
     "instructions now or the day before?"),
    ("laundry order {id} never turned up, 4 bags of towels gone missing",
     "That's a real problem with changeovers coming up. I'd ring them rather than email, quote the order number "
     "and ask for a delivery time today. Meanwhile, have you got a spare set at any of the cottages to cover the "
     "next clean?"),
    ("reservation {id} cancelled on me last minute, do I still get anything?",
     "It depends on the cancellation policy that was on the listing when they booked. Under a moderate or strict "
     "policy you'd normally keep part of the payout; under flexible, very little this close in. The reservation "
     "page on the platform shows exactly what you'll receive."),
    ("Fwd: New booking\n\nYou have a new booking!\nReservation: {id}\nProperty: {c}\nGuests: 2 adults\n"
     "Please make sure your calendar is up to date.\n\n^ how did this get through, I thought I'd blocked those dates",
     "Annoying. Usually that means the calendars hadn't synced yet when the guest booked - the iCal link between "
     "platforms only refreshes every few hours. Check whether the dates clash with a booking on the other platform; "
     "if they do, call the platform rather than cancelling yourself, so you don't get the host cancellation penalty."),
    ("keysafe support case is {id} if they ring while I'm out, tell them to email",
     "Will do - if they call I'll note what they say and ask them to follow up by email."),
]

ID_EN_TOOL = [
    "what's booked at {c} next month, can you check",
    "can you pull up the bookings for {c} on {plat}",
    "who's in {c} over the next few weeks?",
]

PORT_EN = [
    ("installer says the bridge listens on {port}, does that matter for the router thing",
     "Only if you want to reach it from outside the house, which you don't. Inside your own network it just needs "
     "to be on the same wifi as the hub. Please don't forward anything on the router for it."),
    ("sudo ss -tlnp  (you told me to run this)\n\nState  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
     "LISTEN 0      128          0.0.0.0:22         0.0.0.0:*     users:((\"sshd\",pid=611,fd=3))\n"
     "LISTEN 0      511          0.0.0.0:{port}       0.0.0.0:*     users:((\"hubd\",pid=742,fd=9))\n\nthere",
     "Perfect, thanks. That shows only two things listening: the remote login (that's normal) and the hub service "
     "itself. Nothing unexpected, so I don't think anyone's poking at it from outside."),
    ("changed the web page thing to {port} like you said",
     "Great. From now on the dashboard address on your laptop ends with that new number after the colon. Bookmark "
     "it so you're not trying to remember it."),
    ("router page shows a forwarding rule for port {port}??? I never set that up",
     "Worth taking seriously. Some devices open forwarding themselves via UPnP. I'd delete that rule, turn UPnP off "
     "in the router settings, and then check the hub app still works - it doesn't need incoming connections."),
    ("note: thermostat dashboard is on {port} now, not the old one",
     "Noted. If the app asks for the address again after an update, that's the number to put after the colon."),
    ("the man on the support line said the keysafe needs port {port} open outbound or it won't sync the codes and "
     "I said I have no idea what that means",
     "Outbound is the easy direction - it means the keysafe needs to be allowed to call out to their servers. Home "
     "routers allow all outbound traffic by default, so you almost certainly don't need to change anything. It's "
     "incoming rules you'd have to set up deliberately."),
    ("what's on {port}? the scan app on my phone flagged it on the pi",
     "Most likely the hub's own service - that's where it listens for the app. I'd only worry if it were reachable "
     "from outside your house, and the scan app was on your home wifi, so it's seeing the inside view."),
    ("Jamie moved mqtt to {port} so it doesn't clash with his thing",
     "Fine - just make sure the thermostat bridge was updated to the new port too, otherwise it'll sit there trying "
     "the old one. If the app shows the thermostat offline, that's the first thing to check."),
]

PORT_EN_ASST = [
    ("I'd move the dashboard to port {port} - nothing else on the Pi uses it, and it stops the clash with the "
     "printer software.", "ok changed it"),
    ("From the log, the bridge is trying to reach the broker on port {port} and getting refused, which means the "
     "broker isn't running. Restarting it should fix that.", "ahh ok"),
]

VERSION_EN = [
    ("hub app says firmware {ver} available, do I just press it",
     "Not on a changeover day. Updates occasionally need the locks to re-pair, so do it when nobody's arriving in "
     "the next 24 hours and you're near the cottages. Check the release notes first if the app shows them."),
    ("the keysafe is on {ver} apparently, whatever that means",
     "It's the software version on the keysafe itself. Worth knowing when you talk to support - it's the first "
     "thing they'll ask."),
    ("HarbourHub status\nModel: HH-2 Pro\nFirmware: {ver}\nUptime: 3d 4h\nZigbee: ok\nLocks: 3/3 online\n\nlooks ok??",
     "Yes, that looks healthy - all three locks online, radio fine, and it's been up for days without a restart."),
    ("installer updated the thermostat to {ver} and now the schedule's gone weird",
     "That's a known pattern after firmware updates - the schedule sometimes gets reset to defaults. Open the "
     "schedule in the app, check each day, and re-save it. If it keeps reverting, it's a bug for support."),
    ("thermo-mqtt {ver} is what's on the pi, Jamie said don't go past that",
     "Fair enough - I'll flag it if you're ever about to update it. Usually that advice means a newer version "
     "changed something the thermostat bridge relies on."),
    ("Nov 23 19:41:07 keyhub hubd[612]: starting hubd {ver} (build a3f9c1)\nNov 23 19:41:08 keyhub hubd[612]: "
     "zigbee coordinator ready\nNov 23 19:41:09 keyhub hubd[612]: 3 locks paired\n\nthis is after the reboot",
     "That's a clean start - service up, radio ready, all three locks paired. Nothing to worry about there."),
    ("the lock at {c} is still on the old firmware I think it said {ver} on the little screen when I looked",
     "Then it probably didn't take the last update - that happens if the battery is low when it tries. New "
     "batteries first, then retry from the app."),
    ("changelog mentions {ver} fixes the battery drain thing?",
     "If that's the release that fixes it, it's worth having - but do one lock first and watch it for a week "
     "before doing the rest."),
]

VERSION_EN_ASST = [
    ("The release notes say the schedule-wipe bug was fixed in {ver}, so it's worth updating the thermostat "
     "once this weekend's guests have left.", "ok will do monday"),
    ("For reference, support will only help with the keysafe if it's on {ver} or newer - so update before you "
     "ring them.", "noted"),
]

MONEY_EN = [
    ("cleaning fee is {money} per changeover now, Lorraine's put it up",
     "Okay. It's still in line with what others charge locally. If you want to pass it on, adjust the cleaning "
     "fee on the listings now so new bookings pick it up - existing bookings keep the old fee."),
    ("payout for {c} came through, {money}. less than I thought??",
     "Payouts are after the platform's service fee and any adjustments, and sometimes a long stay is paid in "
     "instalments. If you paste me the breakdown from the transaction history I can check it line by line."),
    ("handyman wants {money} for the gate, cash",
     "Seems fair for a day's work plus materials. Ask him for a receipt anyway, even a handwritten one - it's "
     "still an allowable expense for the accountant."),
    ("the laundry bill this month was {money} which is ridiculous for towels",
     "It adds up quickly with three cottages. If it keeps going up, worth comparing with owning more linen and "
     "a second machine - I can rough out the numbers."),
    ("booking took {money} commission on ONE stay!!!",
     "Ouch. Their commission is a percentage of the full amount including the cleaning fee, which people often "
     "don't realise. It's one reason some hosts nudge repeat guests to book direct."),
    ("thinking of charging {money} for late checkout, is that cheeky",
     "Not cheeky, as long as it's optional and the cleaners can still turn it round. I'd only offer it on days "
     "with no same-day arrival."),
    ("dog deposit for the spaniel family is {money}, refundable",
     "Reasonable. Say clearly in the message that it's refunded within a week of checkout unless there's damage "
     "or extra cleaning, so there's no argument later."),
    ("licence fee for all three is {money}, has to be paid before they'll even look at it",
     "That's the application fee, it's usually non-refundable even if they refuse. Worth getting everything in "
     "order before you pay so you don't pay twice."),
    ("voice note transcription: so the boiler man says it's {money} for the new valve and the labour and he can "
     "do it next week if I want but I need to tell him by tomorrow",
     "If the valve is failing, I'd say yes - a boiler dying mid-booking costs you far more in refunds. Ask him to "
     "confirm the price by text before he orders the part."),
]

MONEY_EN_TOOL = [
    "can you pull the payouts for this month from {plat}",
    "what did {plat} pay out this month, I've lost track",
]

MONEY_EN_ASST = [
    ("Adding up the receipts you've sent this week, that's {money} in cleaning and laundry so far.", "ugh. ok"),
]

DATE_EN = [
    ("guests for {c} arrive {date}, 4 adults 2 kids",
     "Noted. With six of them, I'd make sure the travel cot and high chair are out and there are enough towels "
     "for two per person. Want me to set a reminder to send the check-in message the day before?"),
    ("changeover at {c} is {date}, can you remind me the day before",
     "Will do - I'll remind you the afternoon before so you can confirm the cleaners and check the linen."),
    ("licence inspection booked for {date} 10am",
     "Great, that's in. I'd do a walk-round the week before with a checklist (alarms, fire blanket, escape routes, "
     "certificates) so nothing surprises you on the day."),
    ("\"Hiya, just confirming we'll be with you on {date}, roughly 4ish. Is there parking right outside? "
     "Cheers, the Hendersons\"\n\n^ from the guests",
     "A reply you could send:\n\n> Hi! Lovely, we're looking forward to having you. Yes, there's space for one car "
     "right outside the cottage - any second car can use the village car park two minutes away. I'll send the "
     "door code and directions the evening before. Safe travels!"),
    ("handyman can only do {date} which clashes with guests ugh",
     "Options: ask the guests if they'd mind him working outside for an hour, or ask the handyman if he can come "
     "first thing before they're up. If it's inside work, I'd rather move it than annoy a booking."),
    ("so my sisters thing is {date} which means I need someone to do the changeover at {c} that day and Lorraine "
     "cant because she's got her grandson",
     "Your co-host or one of Lorraine's team might cover it. Failing that, you could ask the guests for a slightly "
     "later check-in and do it yourself first thing before you leave. Want me to message the team?"),
    ("blocking {c} from {date} for the boiler service",
     "I'll block it on both platforms' calendars - remember to block it on both, or a guest will book the gap."),
    ("booking.com says next payout date is {date}",
     "Noted. I'll keep an eye out for it and check it against the reservations."),
    ("council deadline for the renewal is {date}!!! how did I miss that",
     "You haven't missed it yet - that leaves time. Let's list what they need (form, fee, certificates, floor plan) "
     "and tick them off this week."),
]

DATE_EN_TOOL = [
    "what's coming up at {c}? check the calendar",
    "when's the next changeover at {c}",
]

DATE_EN_ASST = [
    ("Looking at the bookings you forwarded, the first clear day at {c} is {date} - that's when I'd book the "
     "boiler service.", "perfect"),
]

DECISION_EN = [
    ("ok decided, {ch} - mainly because {r}",
     "Makes sense. I'll note it and update anything that depends on it - listings, the cleaners' schedule or the "
     "hub, whichever applies."),
    ("going to {ch}. reason: {r}",
     "Good call. Want me to draft whatever message or change goes with it?"),
    ("right I've made my mind up, we'll {ch} because {r}",
     "Sounds like the right trade-off. I'll remember it so we don't go back and forth on it again."),
    ("final answer: {ch}, since {r}",
     "Final answer noted. 👍"),
    ("been thinking about it all the way home and I think we just {ch} because honestly {r} and I can't keep "
     "doing this",
     "That's a reasonable decision, and it sounds like it'll take some pressure off you. I'll make a note and "
     "help you put it into practice - tell me when you want to do the listing or message changes."),
    ("lorraine and I agreed to {ch} - {r}",
     "Good that you're both on the same page. I'll note it down."),
    ("after all that: {ch}, because {r}. can you update the notes",
     "Updated. If anything needs changing on the listings because of it, I'll flag it."),
    ("yes let's {ch}, {r} anyway",
     "Agreed. I'll note it as decided."),
    ("decision time. we {ch}. {r}, so there's no point dithering",
     "Fair enough - no point dithering. Noted."),
]

CONSTRAINT_EN = [
    ("rule from now on: {w} {s}. no exceptions",
     "Noted as a hard rule. I'll remind you if anything we draft or plan would break it."),
    ("pls remember - {w} {s}",
     "Remembered. I'll hold you to it."),
    ("House rules ({c}) - final version?\n\n1. Check in from 4pm, check out by 10am\n2. {w} {s}\n"
     "3. Please put the bins out on collection day\n4. Be kind to the neighbours\n\nor too bossy",
     "Not too bossy - short and clear is best. I'd add a line on what to do in an emergency and where the fuse "
     "box is, and maybe soften the last one to 'Please keep noise down after 10pm - our neighbours are lovely'."),
    ("told Lorraine {w} {s}, she wasn't thrilled",
     "It's reasonable though. It might help to explain the reason to her once, so it feels like a rule with a "
     "purpose rather than you checking up on her."),
    ("{s}, {w}. I mean it this time",
     "Understood, that's a firm rule. I'll remember it."),
    ("and another thing I need you to hold me to is {w} {s} because last time it was a complete disaster",
     "I'll hold you to it. If a booking or plan comes up that would break it, I'll point it out straight away."),
    ("insurance bloke says {w} {s} or we're not covered",
     "Then it's non-negotiable. I'd put it in the house rules and the cleaners' notes so it's written down "
     "somewhere other than your head."),
    ("note for the cleaners: {w} {s}",
     "I'll add it to the cleaners' notes. Want me to send it to Lorraine's team as well?"),
]

CONSTRAINT_EN_TOOL = [
    "can you open the cleaners' manual doc, I need to check what I actually wrote",
    "pull up the master house rules doc pls, want to check something before I reply to a guest",
]

QUESTION_EN = [
    ("do you know {q}?",
     "Honestly I can't give you a reliable answer on that - it depends on details I don't have, and the rules "
     "aren't clear-cut. I'd put the question to them in writing so you've got the answer on record."),
    ("still no idea {q}. emailed twice, nothing",
     "Frustrating. Try one more email with a clear yes/no question in the subject line - and keep a copy, "
     "because if they never answer you can at least show you asked."),
    ("q for you: {q}??",
     "I don't know, and I don't want to guess on this one because getting it wrong could cost you. It needs "
     "someone who can see your exact situation."),
    ("need to find out {q} before the inspection",
     "Agreed, that's worth pinning down beforehand. Add it to the list of questions to ask in writing."),
    ("oh and the other thing I keep meaning to ask is {q} because nobody has given me a straight answer",
     "I can't give you a straight answer either, I'm afraid - it genuinely varies and I don't have enough to go on. "
     "Let's keep it on the open list."),
    ("{q}? the facebook host group is split 50/50",
     "Facebook groups are split on everything! I wouldn't rely on either side - it needs an official answer."),
    ("rang the council to ask {q}, on hold 40 mins then it cut off",
     "Maddening. An email to the licensing inbox might be slower but at least it's in writing. Want me to draft "
     "it?"),
    ("lorraine asked me {q} and I didn't know what to say",
     "Tell her you're finding out - it's fine not to know yet."),
]

USER_FILLER_EN = ["ok", "thanks x", "brb guests arriving", "sorry was on the phone", "lol", "ugh", "back",
                  "k", "ta", "will do", "hang on", "👍", "perfect thank you!!", "right, next thing",
                  "on the beach with the dog, will look later", "doing the beds now", "cant talk, changeover",
                  "thank you you're a star", "hmm ok", "yep", "makes sense", "sorted", "on it"]
ASST_SHORT_EN = ["👍", "No problem.", "Shout if you need anything.", "Take your time.", "Sure - I'm here.",
                 "Good luck with the changeover!", "Okay.", "Happy to help."]

FILLER_EN = [
    ("can you draft a welcome message for the family arriving at {c}",
     "Here's a draft:\n\n> Hi and welcome to {c}! We hope the journey was okay.\n>\n> The door code is in the "
     "message I sent yesterday - the keysafe is on the left of the porch.\n> Heating: the thermostat in the hall "
     "is already set, just nudge it up if you're chilly.\n> Wifi details are on the card by the kettle.\n> Bins: "
     "black for rubbish, blue for recycling, both under the sink.\n>\n> The pub at the top of the hill does lovely "
     "food, and the beach is five minutes' walk.\n> Any problems at all, message me here.\n>\n> Enjoy your "
     "stay!\n\nWant it warmer, shorter, or with a bit about the dog-friendly walks?"),
    ("changeover checklist pls, the short one",
     "Short changeover checklist:\n\n1. Strip beds, towels into the laundry bags\n2. Dishwasher on, empty fridge, "
     "wipe surfaces\n3. Bathrooms: toilet, shower, sink, mirror, restock loo roll and soap\n4. Hoover and mop "
     "downstairs, hoover upstairs\n5. Make beds, fresh towels folded on the end\n6. Bins out, new bags in\n7. "
     "Check for damage or anything left behind - photo it\n8. Thermostat to the arrival setting\n9. Welcome pack "
     "(milk, tea, biscuits)\n10. Reset the keysafe and text me when done"),
    ("what do I say to a guest who left 3 stars moaning about the stairs",
     "Keep it short, polite, and written for future guests rather than for them:\n\n> Thank you for staying with "
     "us. {c} is a traditional fisherman's cottage and the stairs are steep - we mention this in the listing so "
     "guests can choose the right place for them. We're sorry it wasn't ideal for you and glad you enjoyed the "
     "location.\n\nDon't argue the other points; readers tend to side with the host who stays calm."),
    ("remind me what goes in the welcome pack",
     "Your usual welcome pack:\n\n- milk, butter, a loaf or scones\n- tea, coffee, sugar\n- a packet of biscuits\n"
     "- washing-up liquid, dishwasher tabs, one spare loo roll per bathroom\n- the local map with the walks "
     "marked\n- a card with the wifi details and your number\n\nIn winter, a few firelighters if there's a wood "
     "burner."),
    ("is it worth getting a second dryer",
     "Probably, if you're doing most of the linen yourself. Pros: faster turnarounds, less dependence on the "
     "laundry firm, fewer trips. Cons: upfront cost, electricity, space, and your own time. If you mostly use the "
     "laundry service it's less compelling. Want me to compare it properly with your laundry spend?"),
    ("help me word a polite msg asking guests to strip the beds before they leave",
     "Something like:\n\n> Before you go, we'd be really grateful if you could pop the used bedding and towels in "
     "the laundry bags in the hall cupboard - it helps our cleaners get the cottage ready for the next guests. "
     "Thank you!\n\nThat's usually well received. I'd put it in the checkout message rather than the house rules."),
    ("guest says the wifi is slow at {c}, what do I tell them",
     "Ask them to try:\n\n1. Turning the router (white box under the TV) off for 30 seconds and back on\n2. Moving "
     "closer to it, the thick walls kill the signal\n3. Using the 5GHz network if their device sees it\n\nIf it's "
     "still bad, a mesh extender upstairs would fix it for good - about the price of one night's stay."),
    ("storm warning for the weekend, what should I do",
     "Storm prep for the cottages:\n\n- bring in or tie down garden furniture and bins\n- check the gutters and "
     "drains aren't blocked\n- message the guests: close windows, don't park under trees, where the torch is\n"
     "- make sure the cleaners have your number and know not to drive in the worst of it\n- photos of each "
     "cottage before, in case you need to claim later"),
    ("write me a short thing for the listing about parking",
     "> Parking: there's space for one car directly outside the cottage. A second car can use the pay-and-display "
     "village car park, a two-minute walk away. The lane is narrow, so we don't recommend vans or large motorhomes."),
    ("what should I check on the hub before the weekend",
     "Quick pre-weekend hub check:\n\n- app shows every lock and the thermostat online\n- battery level on each "
     "lock (replace anything under a third)\n- the arrival codes for the weekend's guests are set and time-limited\n"
     "- thermostats set to the arrival temperature\n- the Pi isn't showing any warnings in the app"),
    ("guest at {c} says the shower is lukewarm, any ideas before I call someone out",
     "Ask them to check:\n\n1. the boiler display for an error code\n2. the hot water timer/boost button\n3. that "
     "the water pressure gauge on the boiler is between 1 and 1.5\n\nIf pressure's low, you can talk them through "
     "topping it up with the filling loop, or pop over yourself. Error codes I can look up for you."),
    ("how do i get red wine out of a cream carpet. asking for a guest lol",
     "Blot, don't rub. Then a mix of washing-up liquid and warm water, blot again; or a carpet stain remover. "
     "Salt or baking soda on a fresh spill helps draw it out. If it's set in, a professional clean is worth "
     "charging back to the guest's damage deposit if you took one."),
    ("can you write a checkout message for tomorrow's lot",
     "> Hope you've had a lovely stay! Checkout is 10am tomorrow. Before you go:\n> - strip the beds and pop "
     "everything in the laundry bags\n> - load and start the dishwasher\n> - bins out, doors and windows locked\n> "
     "- return the key to the keysafe and scramble the dial\n> Safe travels, and we'd love a review if you enjoyed "
     "it!"),
    ("what's a fair price for a local cleaner per hour round here roughly",
     "It varies, but holiday-let cleaners generally charge a bit above standard domestic rates because of the "
     "weekend work and the laundry. Ask two or three local hosts what they pay - the Facebook host groups are good "
     "for that."),
    ("remind me what the accountant needs at year end",
     "Usually:\n\n- annual earnings statements from both platforms\n- bank statements for the account payouts go "
     "into\n- receipts for cleaning, laundry, repairs, utilities, insurance, licence fees\n- mileage if you drive "
     "between cottages\n- anything big you bought (furniture, appliances)"),
]

FILLER_EN_LOG = ("hub log from tonight, anything weird?\n\n{log}",
                 "Nothing alarming in there. The locks are reporting normally, the thermostat zones are following "
                 "the schedule, and the one reconnect is the usual overnight wifi blip - it recovered by itself "
                 "within seconds.")

# ----------------------------------------------------------------------------------------------
# Chinese material (a 民宿 host with three houses by the sea)
# ----------------------------------------------------------------------------------------------

COTTAGES_ZH = ["听涛居", "渔火小院", "半山海景房", "望海阁", "礁石小屋", "观澜", "潮声小筑", "海螺之家", "南湾民宿"]
TOWNS_ZH = ["东极岛", "平潭", "涠洲岛", "石塘", "霞浦", "鼓浪屿"]
SURNAMES_ZH = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "胡", "朱", "高", "林",
               "何", "郭", "马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "董", "蒋", "邹"]
GIVEN_ZH = ["建国", "秀英", "志强", "丽娟", "海涛", "春燕", "国平", "晓东", "美玲", "德明", "文静", "永刚",
            "桂兰", "俊杰", "雪梅", "红霞", "振华", "立新", "淑芬", "宏伟", "亚萍", "金凤", "海生", "小川"]

DEC_ZH = [
    ("{c}不上美团了", "美团的佣金又涨了"),
    ("换房统一放在周六", "保洁阿姨周五来不了了"),
    ("网关单独拉一个网络", "路由器半夜老把它踢下线"),
    ("床单毛巾交给布草公司每周来收", "省得我一周跑两趟洗衣房"),
    ("{c}不接住一晚的单了", "住一晚的客人最不爱惜房子"),
    ("{c}再装一个密码钥匙盒", "上两拨客人都拿不出钥匙"),
    ("网关每天凌晨三点自动升级", "我老是忘了手动升"),
    ("春节期间最少住三晚", "不然光保洁费就把利润吃光了"),
    ("保洁按单结算不按小时", "每次费用一样好算账"),
    ("只有{c}可以带宠物", "就它一楼是瓷砖地"),
    ("温控器退回旧版本固件", "新版本把定时清空了两次"),
    ("树莓派改用网线连接", "偏房那边的wifi一到晚上就断"),
    ("备案的事交给财务去跑", "她今年已经跟街道打过两次交道了"),
    ("空房的时候暖气开防冻模式", "去年冬天{c}的水管冻裂了"),
    ("老客人一律打九折", "回头客最省心"),
    ("门锁密码入住前一天晚上再发", "客人老是找不到第一条消息"),
    ("冬天先把{c}的温泉池下架", "加热太费电了"),
    ("结算全部转到对公账户", "财务说这样报税方便"),
    ("每换三次房就换一次门锁电池", "半夜门锁没电是最要命的"),
    ("清洁费到五一之前都不涨", "客人已经在抱怨额外收费了"),
    ("{c}只挂携程", "美团来的客人从来不看入住须知"),
]

CON_ZH = [
    ("千万别把门锁密码发给客人", "尾款没到账之前"),
    ("禁止开派对和聚会", "三套房子都一样"),
    ("保洁不能进门", "换房当天上午11点以前"),
    ("温泉池必须把水放干", "只要天气预报低于零度"),
    ("最多只能住六个人", "{c}连小孩也算在内"),
    ("不要动网关的设置", "有客人在住的时候"),
    ("不要给树莓派装更新", "周五和节假日"),
    ("禁止吸烟", "包括院子和露台"),
    ("必须挂出备案号", "每个平台的房源页面上"),
    ("路由器上千万别开端口转发", "除了VPN以外"),
    ("只能给保洁公司开长期密码", "其他人一律不行"),
    ("客人必须做住宿登记", "入住后两小时以内"),
    ("不要把两次换房排在同一天", "{c}和{c2}"),
    ("温控器不能超过16度", "房子空着的时候"),
    ("千万别把我的手机号给别人", "还没下单的客人"),
    ("每次退房后都必须重置密码盒", "不管住了几天"),
    ("备用钥匙千万别放在门垫底下", "尤其是{c}"),
    ("壁炉不许点火", "烟囱没清理之前"),
]

Q_ZH = [
    "阁楼那间算不算单独的一间客房",
    "美团取消的订单佣金能不能退",
    "{c}要不要单独做消防验收",
    "停电的时候网关能不能靠电池撑住",
    "保洁阿姨算不算我们雇的员工",
    "街道说的“改变用途”到底指什么",
    "旧的密码盒还有没有安全更新",
    "淋浴坏了的那对客人要不要退一部分房费",
    "一年住满多少天要交经营税",
    "备用的树莓派能不能当备份网关",
    "携程的赔付包不包括智能门锁",
    "{c}门口那条路到底归谁管",
    "新换的燃气灶要不要重新做安全检查",
    "{c}装温泉池需不需要报批",
    "温控器的数据算不算客人的个人信息",
]

NAME_ZH = [
    ("新来的保洁叫{name}，周六开始上班，之前在隔壁酒店干过",
     "挺好的，有酒店经验的上手快。头几次建议：\n\n1. 第一次换房你最好在现场带一下\n2. 把换房清单发她一份纸质的\n"
     "3. 给她开临时密码，别给总密码\n4. 头两周每次做完拍几张照片发你\n\n要不要我帮你写一条欢迎消息发给她？"),
    ("转发一下街道的消息：\n\n【{name}】您好，您名下的民宿备案材料还缺消防安全检查意见，请尽快补交，逾期将影响备案办理。\n\n这是要我干嘛",
     "意思是备案还差一份消防检查的意见，要你补交。一般流程是：先找消防部门或者他们认可的机构来检查，"
     "拿到意见书以后交到街道。检查前可以先自查一下：烟感、灭火器、应急灯、疏散通道、燃气报警器。需要的话我帮你列个自查清单。"),
    ("维修师傅这次换成{name}了，老李回老家了",
     "好的，记下了。新师傅第一次去，最好把情况说清楚：哪套房、修什么、密码盒怎么开、走的时候跟你说一声你好重置密码。"
     "如果跟客人入住时间重叠，提前一天跟客人打个招呼。"),
    ("刚才跟布草公司那边打电话了，对接的是一个叫{name}的，说下个月开始涨价，每套多收几块钱，我说你们去年不是刚涨过吗，她说那是去年",
     "涨价这事可以先别急着答应。让她把新价格和收送频次用文字发过来，看看有没有别的变化，比如每次袋数限制。"
     "差得多的话，我帮你比一比附近另外一两家，或者算算自己多买一套布草加一台烘干机划不划算。"),
    ("客人发来的：\n\n“老板你好，我是{name}，周五入住{c}的，可以带一只小狗吗？很乖的，自带笼子”\n\n唉",
     "看你{c}现在让不让带宠物。如果可以，可以这样回：\n\n> 您好，可以的～麻烦狗狗只在一楼活动，别上沙发和床，"
     "门口柜子里有擦脚的毛巾。宠物清洁费我会另外加到订单里。\n\n如果不行，就客气地说一下，推荐附近的宠物寄养。你想怎么回？"),
    ("财务那边换人了，现在是{name}负责，以后账单都发她",
     "好的，记下了。以后月底的对账单、发票和平台结算明细我都按这个发。第一次发之前可以先打个电话确认一下邮箱，免得发错人。"),
    ("{c}隔壁的邻居叫{name}，有备用钥匙，人挺好就是有点爱打听",
     "有个邻居帮忙很重要。建议跟她说清楚她手上是哪把钥匙，什么情况算紧急（漏水、报警器响），免得小事也去麻烦她。"),
    ("语音转文字：那个装网关的师傅叫{name}他说下周二可以过来把偏房那个信号弄一下但是要先把客人错开我说周二正好空",
     "好的，周二偏房空着正好。让师傅来之前先确认一下要不要断电，顺便让他看看树莓派的网线能不能一起拉好。"),
]

NAME_ZH_TOOL = [
    ("帮我找一下街道发的那条关于检查的消息，找不到了", "search_messages", {"query": "街道 检查"}, "street"),
    ("上个月那个来报价修屋顶的师傅叫啥来着，消息里应该有", "search_messages", {"query": "屋顶 报价"}, "roofer"),
    ("保险公司那边昨天好像发了消息，帮我找找", "search_messages", {"query": "保险 理赔"}, "insurance"),
]

NAME_ZH_ASST = [
    ("我翻了一下聊天记录，去年春天给{c}换电闸的电工是{name}，要不要顺便问问他室外插座的事？", "要的，问问"),
    ("回复街道的草稿我写好了，本地联系人写的是你的帮手{name}，因为你那几天不在。要发吗？", "发吧"),
]

COMMAND_ZH = [
    ("我在树莓派上敲了 {cmd} 然后就卡住不动了，正常吗",
     "有可能是正常的，有些命令会一直跟着日志输出，或者默默执行完才返回。等一分钟，还是没反应就按 Ctrl+C，把屏幕上的内容贴给我。"),
    ("pi@keyhub:~ $ {cmd}\n{out}\npi@keyhub:~ $\n\n这啥意思",
     "看起来是正常的，没有报错，服务也起来了。上面那几行只是它在说自己在干嘛。如果十分钟后门锁还是没同步新密码，再告诉我，我们看桥接的日志。"),
    ("安装师傅说门锁跟App连不上的话就跑一下 {cmd}",
     "这个建议没问题，就是让服务重新连上门锁，已经存在门锁里的密码不会被删。存到手机备忘录里，找得到就行。"),
    ("记一下：{cmd} 上次就是这个修好的",
     "记下了。要不要我给你整理一个“网关急救”清单，每条命令干什么用的都写上，省得半夜客人在门口等着你翻聊天记录。"),
    ("跑了 {cmd}，好像没报错",
     "好，等两分钟看看App，门锁状态应该会变绿。没变的话我们再看日志。"),
    ("小周发给我一个 {cmd}，这个跑了会不会把东西删了？",
     "先问再跑是对的。这条命令只是查看或者重启网关自己的服务，不会删东西，也不碰路由器，可以放心跑。输出里有 error 或 failed 的话贴给我。"),
]

COMMAND_ZH_TOOL = [
    "{c}的门锁又同步不了密码了，帮我看看树莓派",
    "温控App显示离线，帮我查一下网关",
    "看看树莓派昨晚备份有没有跑",
]

COMMAND_ZH_ASST = [
    ("在树莓派上跑这个：\n\n    {cmd}\n\n要密码的话就是树莓派那个，等一分钟再看App。", "好了，门锁回来了🙏"),
    ("下一步跑这个，把输出贴给我：\n\n    {cmd}\n\n放心，不会删东西，也不碰门锁。", "出来一大堆，看着应该没问题"),
]

ID_ZH = [
    ("携程订单号{id}，客人问能不能提前入住",
     "看保洁的时间。如果阿姨一点前能弄完，可以答应一点入住，也可以收一点提前入住费。最好等保洁确认了再答应客人，"
     "跟客人说“保洁完成后就可以入住”，免得到时候被动。"),
    ("【美团民宿】您有一笔新订单，订单号：{id}，入住房源：{c}，请及时确认。\n\n我不是把那几天关了吗？？",
     "多半是两个平台的日历还没同步，客人就下单了，日历同步一般几个小时才刷新一次。先看看跟携程那边的订单有没有撞，"
     "撞了的话打平台客服让他们取消，别自己取消，不然会被算房东违约。"),
    ("维修的发票号是{id}，记在{c}名下",
     "好的，记在{c}的维修费用里了。发票原件跟之前的放一起，年底财务对账好找。"),
    ("街道给了个备案编号{id}，别弄丢了",
     "记下了。以后跟街道联系，消息里都带上这个编号，找到对应的经办人会快很多。"),
    ("给网关厂家提了工单{id}，到现在没人理",
     "厂家客服一般两三个工作日。周一还没回的话，在原工单里追问，别重新提，不然又排到最后。"),
    ("布草那边的单号{id}，四包毛巾没送到",
     "换房在即，这个得赶紧。建议直接打电话，报单号，让他们今天给个送达时间。另外看看哪套房里有备用的毛巾先顶一下。"),
    ("客人取消了，订单{id}，最后一天才取消的，我还能拿到钱吗",
     "要看客人下单时房源挂的退订规则。严格或中等的一般还能拿一部分，宽松的基本拿不到。平台订单页面上会写清楚这单你能收到多少。"),
]

ID_ZH_TOOL = [
    "帮我看看{c}下个月都订了哪些",
    "{plat}上{c}的订单帮我拉一下",
]

PORT_ZH = [
    ("安装师傅说网关监听的是{port}端口，路由器那边要不要设置",
     "不用设置。只有你想从外面访问它才需要，你不需要。在家里只要它跟网关在同一个wifi下就行，路由器上千万别为它做转发。"),
    ("你让我跑的 sudo ss -tlnp：\n\nState  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
     "LISTEN 0      128          0.0.0.0:22         0.0.0.0:*     users:((\"sshd\",pid=611,fd=3))\n"
     "LISTEN 0      511          0.0.0.0:{port}       0.0.0.0:*     users:((\"hubd\",pid=742,fd=9))",
     "好的，谢谢。只有两个在监听：远程登录（正常的）和网关服务自己。没有奇怪的东西，应该没有人从外面在试。"),
    ("按你说的把网页改到{port}了",
     "好。以后电脑上打开面板，地址冒号后面就是这个新数字。存个书签，免得记不住。"),
    ("路由器里有一条{port}的端口转发？？我没设置过啊",
     "这个要重视。有些设备会通过UPnP自己开转发。建议把这条删掉，路由器里把UPnP关了，再看看网关App还能不能用——它不需要外面连进来。"),
    ("备忘：温控面板现在是{port}，不是原来那个了",
     "记下了。App更新以后要是让你重新填地址，冒号后面填这个。"),
    ("扫描软件在树莓派上报了个{port}，那是啥",
     "大概率是网关自己的服务，App就是连这个的。只有在外网能访问到才需要担心，你是在家里wifi下扫的，看到的是内网。"),
]

PORT_ZH_ASST = [
    ("建议把面板挪到{port}端口，树莓派上没有别的程序用它，也不会再跟打印机的软件冲突。", "好，改了"),
]

VERSION_ZH = [
    ("网关App提示有新固件{ver}，直接点升级吗",
     "换房当天别升。升级偶尔需要门锁重新配对，挑一个24小时内没人入住、你又在附近的时候升。App里有更新说明的话先看一眼。"),
    ("门锁现在的版本是{ver}，反正屏幕上是这么写的",
     "这是门锁本身的软件版本。跟客服沟通的时候有用，他们第一句就会问这个。"),
    ("网关状态\n型号：HH-2 Pro\n固件版本：{ver}\n运行时间：3天4小时\nZigbee：正常\n门锁：3/3在线\n\n这样正常吧",
     "正常，三把锁都在线，无线也没问题，连着跑了几天没重启过。"),
    ("师傅把温控器升到{ver}以后，定时全乱了",
     "固件升级后定时被重置成默认的情况挺常见。在App里把每天的定时检查一遍再保存。如果还会自己变回去，那就是bug，得找客服。"),
    ("树莓派上那个thermo-mqtt是{ver}，小周说别再往上升了",
     "行，以后要升级它我提醒你。一般这么说是新版本改了温控桥接依赖的东西。"),
    ("{c}那把锁好像还是老固件，我看小屏幕上写的{ver}",
     "那可能上次升级没成功，电池电量低的时候升级经常会失败。先换新电池，再在App里重新升一次。"),
]

VERSION_ZH_ASST = [
    ("更新说明里写了，定时被清空的那个bug在{ver}里修好了，这周末客人走了以后可以升一下温控器。", "好，周一弄"),
]

MONEY_ZH = [
    ("保洁费现在一次{money}了，刘阿姨说涨了",
     "好的。跟周边比还算正常。如果想转嫁给客人，现在就去改房源上的清洁费，新订单就按新的算，已经下的单不变。"),
    ("{c}这个月的结算到账了，{money}，比我想的少啊",
     "结算是扣了平台服务费和各种调整之后的，长住的单有时候也是分期结。把交易明细贴给我，我一条条帮你对。"),
    ("师傅修大门要{money}，只收现金",
     "一天的活加材料，这个价还行。还是让他写个收据，手写的也行，年底财务那边能算成本。"),
    ("美团一单抽了我{money}的佣金！！！",
     "心疼。平台佣金是按总价算的，包括清洁费，很多房东没注意到这一点。这也是为什么有些房东会引导回头客直接订。"),
    ("押金收{money}合适吗，带狗的那家",
     "合理。消息里写清楚：退房后一周内退还，除非有损坏或者需要额外清洁，免得之后扯皮。"),
    ("语音转文字：那个修锅炉的说换阀门加人工一共{money}他下周可以来但是明天之前要告诉他",
     "阀门真要坏的话，建议答应。住客期间锅炉罢工，退款损失比这个大多了。让他下单买配件前先发个消息把价格确认一下。"),
    ("备案那边说消防整改大概要{money}，头疼",
     "可以先让他们列个整改清单，哪些是必须的哪些是建议的，分开报价。必须的先做，能省不少。"),
]

MONEY_ZH_ASST = [
    ("把你这周发来的票据加了一下，保洁加布草一共{money}了。", "唉，好吧"),
]

DATE_ZH_ASST = [
    ("按你转发的那几单看，{c}第一个空档是{date}，锅炉保养可以约那天。", "好，就那天"),
]

MONEY_ZH_TOOL = [
    "帮我把{plat}这个月的结算拉一下",
    "{plat}这个月到底结了多少，我算不清了",
]

DATE_ZH = [
    ("{c}的客人{date}到，四个大人两个小孩",
     "记下了。六个人的话，婴儿床和儿童餐椅提前摆出来，毛巾按每人两条准备。要不要我入住前一天提醒你发入住指引？"),
    ("{c}{date}换房，前一天提醒我一下",
     "好的，前一天下午提醒你，你好跟保洁确认、检查布草。"),
    ("消防检查定在{date}上午",
     "好的，记上了。前一周照着清单自己走一遍：烟感、灭火器、疏散通道、各种证件，当天就不慌了。"),
    ("客人发来：\n“老板，我们{date}下午四点左右到哈，门口能停车吗？”",
     "可以这样回：\n\n> 您好，欢迎～门口可以停一辆车，第二辆可以停在村口的停车场，走过来两分钟。入住前一天晚上我会把门锁密码和路线发给您，一路平安！"),
    ("维修师傅只有{date}有空，跟客人撞了，烦",
     "两个办法：问问客人介不介意师傅在外面干一个小时；或者让师傅一早客人起床前来。要是屋里的活，还是改期比较好，别影响客人。"),
    ("语音转文字：我姐那边的事定在{date}了所以那天{c}换房我得找人帮忙刘阿姨又说她要带孙子来不了",
     "可以问问你的帮手或者刘阿姨那边的其他人。实在不行，跟客人商量晚一点入住，你走之前一早自己弄完。要我帮你发消息问问吗？"),
    ("美团说下一次结算日是{date}",
     "好的，到时候我留意一下，跟订单对一对。"),
]

DATE_ZH_TOOL = [
    "{c}接下来有什么安排？看看日历",
    "{c}下一次换房是哪天",
]

DECISION_ZH = [
    ("决定了，{ch}，主要是{r}", "有道理，记下了。跟这个有关的房源、保洁排班或者网关设置，我会帮你一起改。"),
    ("就{ch}吧，因为{r}", "行，这样挺好。要不要我帮你把相关的消息或者改动写好？"),
    ("还是{ch}吧，毕竟{r}", "同意，我记下了，免得以后又反复纠结。"),
    ("定了：{ch}。原因是{r}", "好的，定了就按这个来。👍"),
    ("想了一路，还是决定{ch}，{r}，实在没办法", "能理解，这样你也能轻松点。我记下了，需要改房源或者发消息的时候跟我说。"),
    ("跟老公商量了，{ch}，因为{r}", "你们俩意见一致就好，记下了。"),
    ("不纠结了，{ch}，{r}", "好，不纠结了，记下了。"),
]

CONSTRAINT_ZH = [
    ("以后的规矩：{s}{w}，没有例外", "记下了，这是硬规定。以后我们写的消息或者安排要是违反了，我会提醒你。"),
    ("记住：{s}，{w}。", "记住了，我会盯着。"),
    ("入住须知（{c}）定稿了吗？\n\n1. 下午两点后入住，中午十二点前退房\n2. {s}，{w}\n3. 垃圾请分类\n4. 晚上十点后请保持安静\n\n会不会太凶了",
     "不凶，短一点清楚一点最好。可以再加一条紧急情况怎么办、电闸在哪，最后一条可以写得软一点：“晚上十点后请小声一点，邻居都很好～”"),
    ("跟保洁说了，{s}{w}，她不太高兴", "规矩是合理的。可以跟她解释一次原因，让她觉得是有道理的规定，而不是在查她。"),
    ("保险公司的人说了，{s}{w}，不然不赔", "那就没得商量了。写进入住须知和保洁备忘里，别只记在脑子里。"),
    ("{w}，{s}。这次是认真的", "明白，这是硬规定，我记住了。"),
    ("给保洁的备注：{s}{w}", "我加到保洁备忘里了。要不要也发给刘阿姨她们？"),
]

CONSTRAINT_ZH_TOOL = [
    "帮我打开给保洁的那个说明文档，我要核对一下我当时怎么写的",
    "把总的入住须知文档调出来，回客人之前我想确认一条",
]

QUESTION_ZH = [
    ("{q}？有人知道吗", "这个我也说不准，要看具体情况，规定也不是很清楚。建议书面问一下相关部门，留个记录。"),
    ("问了街道好几次{q}，到现在没人回复", "太烦了。再发一次，标题里直接写清楚要问的问题，留好记录，至少证明你问过。"),
    ("还不知道{q}", "这个我不敢乱说，说错了可能会让你吃亏，得找能看到你具体情况的人确认。先放在待办里。"),
    ("{q}，你知道吗？", "老实说我不知道，这事得问官方。我们先把它记在未解决的问题里。"),
    ("还有个事一直想问，就是{q}，问了一圈都没人说得清", "我也没法给你一个准确答案，确实要看具体情况。先记在待办问题里。"),
    ("刘阿姨问我{q}，我都不知道怎么回答", "跟她说你在问，不知道也正常。"),
]

USER_FILLER_ZH = ["好的", "谢谢", "收到", "等下，客人来了", "刚才在打电话", "哈哈", "烦死了", "在换床单",
                  "嗯嗯", "👌", "先这样", "辛苦了", "行", "知道了", "我去看看", "刚回来", "你真是帮大忙了",
                  "好吧", "ok", "懂了"]
ASST_SHORT_ZH = ["👍", "不客气～", "有事随时叫我。", "你先忙。", "好的。", "换房顺利！", "没问题。"]

FILLER_ZH = [
    ("帮我写一条欢迎消息，给今天入住{c}的那家",
     "草稿：\n\n> 您好，欢迎来到{c}！路上辛苦了～\n> 门锁密码昨天已经发给您了，密码盒在门廊左边。\n> 暖气已经开好了，冷的话客厅的温控器往上调一两度就行。\n"
     "> wifi信息在水壶旁边的卡片上。\n> 垃圾：黑桶其他垃圾，蓝桶可回收，都在水槽下面。\n> 坡上那家海鲜排档很不错，海边走过去五分钟。\n"
     "> 有任何问题直接在这里找我。祝您住得开心！\n\n要不要再热情一点，或者加点附近好玩的？"),
    ("换房清单发我一下，简单版的",
     "简单版换房清单：\n\n1. 拆床品，毛巾装进布草袋\n2. 开洗碗机，清冰箱，擦台面\n3. 卫生间：马桶、淋浴、洗手台、镜子，补卷纸和洗手液\n"
     "4. 一楼吸尘拖地，二楼吸尘\n5. 铺床，毛巾叠好放床尾\n6. 倒垃圾，换新袋\n7. 检查有没有损坏和遗留物品，拍照\n8. 温控器调到入住模式\n9. 欢迎小礼包\n10. 重置密码盒，做完发消息给我"),
    ("客人给了三星，说楼梯太陡，怎么回",
     "简短、礼貌，写给以后的客人看：\n\n> 感谢入住。{c}是老渔民房改的，楼梯比较陡，房源介绍里有写，方便大家选择。这次没能让您住得完全满意很抱歉，也很高兴您喜欢这里的位置。\n\n"
     "别逐条争辩，看评论的人一般会站在冷静的房东这边。"),
    ("台风要来了，要做什么准备",
     "台风前准备：\n\n- 院子里的桌椅、垃圾桶收进来或者绑好\n- 检查排水沟、下水口有没有堵\n- 给客人发消息：关好门窗，别把车停在树下，手电筒在哪\n"
     "- 跟保洁说最严重的时候别出门\n- 每套房拍几张照片，万一要理赔有据可查"),
    ("客人说{c}的wifi很慢，怎么跟他说",
     "让客人试试：\n\n1. 电视下面那个白色路由器断电30秒再插上\n2. 离路由器近一点，老房子墙厚\n3. 能看到5G的网络就连5G\n\n还是不行的话，楼上加一个mesh就能彻底解决。"),
    ("周末之前网关要检查些什么",
     "周末前网关检查：\n\n- App里所有门锁和温控器都在线\n- 每把锁的电量，低于三分之一的换掉\n- 周末客人的入住密码设好了，并且有时效\n- 温控器调到入住温度\n- App里树莓派没有告警"),
    ("帮我写个退房提醒，明天走的那家",
     "> 希望您住得开心！明天中午十二点前退房哦。走之前麻烦：\n> - 床品和毛巾放进布草袋\n> - 洗碗机开一下\n> - 垃圾拿出去，门窗锁好\n> - 钥匙放回密码盒，打乱密码\n> 一路平安，喜欢的话给个好评呀～"),
    ("年底财务要哪些东西来着",
     "一般是：\n\n- 两个平台的全年收入明细\n- 结算到账那个账户的银行流水\n- 保洁、布草、维修、水电、保险、备案相关的票据\n- 大件采购（家具、电器）的发票"),
    ("客人把红酒洒在米色地毯上了，怎么弄",
     "先用纸吸，别搓。然后用洗洁精兑温水，再吸；或者用地毯去渍剂。刚洒的可以撒点盐或小苏打吸一吸。已经干了的就请专业清洗，费用可以从押金里扣。"),
]

FILLER_ZH_LOG = ("今晚网关的日志，有啥不对的吗？\n\n{log}",
                 "没什么问题。门锁上报正常，温控按定时在走，中间那次重连是夜里wifi常见的小波动，几秒钟就自己恢复了。")

# id type used by each ID_* template (same order)
ID_EN_TYPES = ["plat", "inv", "app", "ticket", "airbnb", "laundry", "plat", "plat", "case"]
ID_ZH_TYPES = ["ctrip", "meituan", "inv", "beian", "ticket", "laundry", "plat"]

NAME_EN_G = ["f", None, "m", "m", None, None, "f", "m", None, "f"]
NAME_EN_ASST_G = ["m", None, "m"]
NAME_ZH_G = ["f", None, "m", "f", None, "f", "f", "m"]
NAME_ZH_ASST_G = ["m", None]
MALE_EN = {"Gareth", "Kieran", "Derek", "Jago", "Rhys", "Tomasz", "Colin", "Dylan", "Stefan", "Callum", "Wayne",
           "Marcus", "Trevor", "Aled", "Oskar", "Hamid", "Lewis"}
MALE_ZH = {"建国", "志强", "海涛", "国平", "晓东", "德明", "永刚", "俊杰", "振华", "立新", "宏伟", "海生", "小川"}
BURST_EN = ["sorry", "also", "?", "ugh", "sorry typing with one hand", "hello??", "🙈", "x", "sorry autocorrect"]
BURST_ZH = ["在吗", "？", "唉", "单手打字，见谅", "🙈", "哦对了", "打错字了"]

PORT_EN_TOOL = ["can you check what's listening on the pi, the scan app is moaning again",
                "is anything open on the hub that shouldn't be? check pls"]
PORT_ZH_TOOL = ["帮我看看树莓派上都开了哪些端口，扫描软件又在报", "网关上有没有开了不该开的端口？帮我查一下"]
VERSION_EN_TOOL = ["is the hub ok? check it pls before the weekend lot arrive",
                   "can you check the hub status, app was being weird"]
VERSION_ZH_TOOL = ["网关正常吗？周末客人来之前帮我查一下", "帮我看下网关状态，App刚才怪怪的"]

SVCS = ["keysafe-bridge", "thermo-mqtt", "hubd", "zigbee2mqtt", "mosquitto", "nodered", "lockd", "harbour-sync"]
ZONES = ["lounge", "kitchen", "bed1", "bed2", "annexe", "hall", "bathroom"]
SSIDS = ["HarbourHub-IoT", "Cottages-Staff", "BT-Hub-Annexe", "Gull-5G", "Hub-Wired-Fallback"]
PKGS = ["mosquitto", "zigbee2mqtt", "nodejs", "python3-paho-mqtt", "raspi-firmware", "openssh-server"]
WELLKNOWN_PORTS = ["1883", "8883", "8123", "1880", "8443", "9001", "5683", "51820", "8086", "4357", "6053", "21064"]
AIRBNB_CH = "ABCDEFGHJKMNPQRSTVWXYZ23456789"

EN_SENDERS = ["Airbnb <automated@airbnb.com>", "Booking.com <noreply@booking.com>", "South West Water <no-reply@swwater.example>",
              "Screwfix <orders@screwfix.example>", "HarbourHub <support@harbourhub.example>"]
EN_TOPICS = {"council": ("Short-term let licence - inspection visit", "council.gov.uk",
                         "An officer will need to visit before the application can be determined..."),
             "roofer": ("Quote - ridge tiles and lead flashing", "roofing.example",
                        "Following my visit please find the quote attached for the work discussed..."),
             "insurance": ("Your claim - escape of water", "holidayletcover.example",
                           "We have now reviewed the photographs you supplied and will be in touch..."),
             "street": ("Short-term let licence - inspection visit", "council.gov.uk",
                        "An officer will need to visit before the application can be determined...")}
ZH_TOPICS = {"street": ("街道办", "您的民宿备案材料已收到，近期将安排上门检查，请保持电话畅通。"),
             "roofer": ("屋顶维修", "屋顶漏水的报价单发您了，瓦片和防水一起做，您看一下。"),
             "insurance": ("保险公司理赔", "您提交的照片我们已经收到，理赔专员会在三个工作日内联系您。"),
             "council": ("街道办", "您的民宿备案材料已收到，近期将安排上门检查，请保持电话畅通。")}

DOC_RULES_EN = ["Strip every bed, even ones that look unused", "Photograph any damage before touching it",
                "Text me when you leave so I can reset things", "Check the fridge and cupboards for leftovers",
                "Leave the heating on the arrival setting", "Lost property goes in the box in the utility room"]
DOC_RULES_ZH = ["每张床都要拆，看着没睡过的也要拆", "发现损坏先拍照再动", "走的时候给我发消息", "检查冰箱和柜子里有没有剩东西",
                "暖气调到入住模式", "客人遗留物品放到杂物间的箱子里"]

TOOL_ACK_EN = {
    "name": ["Found it - it's the one above. Want me to draft a reply?",
             "That's the one, second in the list. I can reply for you if you tell me what to say."],
    "command": ["Ran it on the Pi. No errors in what it printed - the app should catch up in a minute or two.",
                "Done. The service looks healthy from here; if the app still shows offline in five minutes, tell me."],
    "id": ["Here's what's booked in that window. Want me to send any of them their check-in details?",
           "Those are the reservations I can see. Nothing overlapping, so the calendar looks clean."],
    "port": ["Only the remote login and the hub's own service are listening - nothing unexpected exposed.",
             "Looks fine: remote login plus the hub service, nothing else. No sign of anything odd."],
    "version": ["Hub's healthy: everything online, batteries fine, nothing flagged.",
                "All good - every lock online and no warnings. Nothing to do before the weekend."],
    "money": ["That's the breakdown. Let me know if any line looks off and I'll dig into it.",
              "Here are this month's payouts. They match the reservations as far as I can see."],
    "date": ["Here's what's on the calendar. Want reminders set for the changeovers?",
             "That's everything coming up. I can set reminders for the cleaners if you like."],
    "constraint": ["Here's the doc - the rules are as you wrote them.",
                   "That's the current version of the doc. Want me to tidy the wording?"],
}
TOOL_ACK_ZH = {
    "name": ["找到了，就是上面那条。要我帮你回复吗？", "就是这条。告诉我怎么回，我帮你写。"],
    "command": ["在树莓派上跑完了，输出里没有报错，App过一两分钟应该就恢复了。", "好了，服务看着正常。五分钟后App还是离线的话告诉我。"],
    "id": ["这段时间的订单都在上面了。要给谁发入住指引吗？", "能看到的订单就这些，没有重叠，日历是干净的。"],
    "port": ["只有远程登录和网关自己的服务在监听，没有多余暴露的端口。", "没问题：远程登录加网关服务，别的都没有。"],
    "version": ["网关正常：全部在线，电量够，没有告警。", "都好，门锁全部在线，没有告警，周末前不用动。"],
    "money": ["明细都在上面了，哪条看着不对跟我说，我去查。", "这个月的结算在这儿，跟订单对得上。"],
    "date": ["日历上的安排都在这儿了。要不要给换房设个提醒？", "接下来的安排就这些，要的话我给保洁设提醒。"],
    "constraint": ["文档在这儿，规矩都是按你写的。", "这是现在的版本，要我帮你把措辞理一理吗？"],
}

COMBO_BOOK_EN = [
    "Logged. Want me to add it to the changeover list and send the guest the check-in details the evening before?",
    "Got it - it's in. That one doesn't clash with anything I know about, but worth checking Lorraine can cover the clean.",
    "Saved. I'll draft the welcome message nearer the time.",
]
COMBO_BOOK_ZH = ["记下了。要不要加到换房安排里，入住前一天晚上给客人发入住指引？", "收到，跟已知的订单不冲突，不过要确认一下保洁排得过来。",
                 "存好了，临近入住我帮你写欢迎消息。"]
COMBO_PAY_EN = [
    "Those look consistent with the bookings - each payout is the stay total minus the platform's fee. If one feels "
    "low, it's usually because the cleaning fee was discounted or the stay was shortened.",
    "They add up as far as I can tell. Keep the export - the accountant will want it at year end.",
]
COMBO_PAY_ZH = ["跟订单对得上，每笔都是房费减掉平台服务费。哪笔觉得少，一般是清洁费打了折或者客人缩短了入住。", "我看是对得上的。导出的表留好，年底财务要用。"]
COMBO_HUB_EN = [
    "All fine - everything's online and the dashboard address is where the app expects it.",
    "Yes, that's healthy. Nothing to do there.",
]
COMBO_HUB_ZH = ["都正常，全部在线，面板地址也是App里配的那个。", "正常，不用动。"]


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = random.Random("bo/%d/%d/%d" % (seed, 1 if zh else 0, attempt))
        r = self.rng
        self.cottages = r.sample(COTTAGES_ZH if zh else COTTAGES_EN, 3)
        self.town = r.choice(TOWNS_ZH if zh else TOWNS_EN)
        self.plats = ["携程", "美团"] if zh else ["Airbnb", "Booking.com"]
        self.issued = []
        self.used_first, self.used_last, self.used_days = set(), set(), set()

    # -- unique values -------------------------------------------------------------------------
    def fresh(self, gen):
        for _ in range(1000):
            v = gen()
            if all(v not in u and u not in v for u in self.issued):
                self.issued.append(v)
                return v
        raise RuntimeError("no fresh value")

    def ctx(self, **kw):
        r = self.rng
        c, c2 = r.sample(self.cottages, 2)
        d = {"c": c, "c2": c2, "town": self.town, "plat": r.choice(self.plats)}
        d.update(kw)
        return d

    def gen_name(self, gender=None):
        r = self.rng

        def ok(first, male_set):
            return gender is None or (first in male_set) == (gender == "m")
        if self.zh:
            def g():
                s = r.choice([x for x in SURNAMES_ZH if x not in self.used_last])
                return s + r.choice([x for x in GIVEN_ZH if ok(x, MALE_ZH)])
            v = self.fresh(g)
            self.used_last.add(v[0])
            return v
        def g():
            return "%s %s" % (r.choice([x for x in FIRST_EN if x not in self.used_first and ok(x, MALE_EN)]),
                              r.choice([x for x in LAST_EN if x not in self.used_last]))
        v = self.fresh(g)
        a, b = v.split(" ")
        self.used_first.add(a)
        self.used_last.add(b)
        return v

    def gen_command(self):
        r = self.rng

        def g():
            svc = r.choice(SVCS)
            f = r.randrange(18)
            if f == 0:
                return "sudo systemctl restart %s" % svc
            if f == 1:
                return "sudo systemctl status %s --no-pager -l" % svc
            if f == 2:
                return "journalctl -u %s --since \"%d min ago\" --no-pager" % (svc, r.choice([10, 15, 20, 30, 45, 90]))
            if f == 3:
                return "sudo journalctl -u %s -n %d -f" % (svc, r.choice([50, 80, 150, 200, 300]))
            if f == 4:
                return "tail -n %d /var/log/%s/%s.log" % (r.choice([40, 60, 120, 250]), svc, svc)
            if f == 5:
                return "docker compose -f /opt/%s/docker-compose.yml restart" % svc
            if f == 6:
                return "docker logs --tail %d %s" % (r.choice([30, 75, 100, 400]), svc)
            if f == 7:
                return "df -h /var/lib/%s" % svc
            if f == 8:
                return "sudo chown -R pi:pi /opt/%s/data" % svc
            if f == 9:
                return "harbourctl lock list --site %s" % r.choice(["all", "north", "harbour", "cliff"])
            if f == 10:
                return "harbourctl code add --lock %s --from-booking --hours %d" % (
                    r.choice(["front", "porch", "annexe", "side-gate"]), r.choice([24, 48, 72, 96, 168]))
            if f == 11:
                return "thermoctl zone set %s --target %d --until %02d:00" % (
                    r.choice(ZONES), r.randint(14, 21), r.choice([7, 8, 16, 18, 22, 23]))
            if f == 12:
                return "sudo cp /etc/%s/config.yaml ~/backup/%s-%s.yaml" % (svc, svc, r.choice(["old", "pre-update", "nov", "working"]))
            if f == 13:
                return "ping -c %d 192.168.%d.%d" % (r.choice([3, 4, 5, 10]), r.choice([0, 1, 50, 68]), r.randint(2, 60))
            if f == 14:
                return "sudo nmcli connection up \"%s\"" % r.choice(SSIDS)
            if f == 15:
                return "rsync -av /opt/%s/ pi@backup.local:/srv/hub-backup/%s/" % (svc, svc)
            if f == 16:
                return "sudo apt-get install --only-upgrade %s" % r.choice(PKGS)
            return "thermoctl schedule export --zone %s > ~/%s-schedule.json" % ((r.choice(ZONES),) * 2)
        return self.fresh(g)

    def cmd_output(self, cmd):
        w = cmd.split()
        if "status" in w:
            return ("● %s.service - HarbourHub component\n     Loaded: loaded (/etc/systemd/system/%s.service; enabled)\n"
                    "     Active: active (running) since Mon 2026-11-23 19:41:07 GMT; 2h 3min ago" % (w[3], w[3]))
        if "ping" in w:
            return "--- ping statistics ---\npackets transmitted and received, 0% packet loss"
        if "df" in w:
            return "Filesystem      Size  Used Avail Use% Mounted on\n/dev/mmcblk0p2   29G   11G   17G  40% /"
        if "journalctl" in w or "logs" in w or "tail" in w:
            return ("Nov 24 21:02:11 keyhub hub[612]: lock porch: heartbeat ok\n"
                    "Nov 24 21:02:40 keyhub hub[612]: zone lounge: following schedule\n"
                    "Nov 24 21:03:05 keyhub hub[612]: mqtt: connected")
        if "list" in w:
            return "LOCK        STATE    BATTERY\nporch       online   ok\nfront       online   ok\nannexe      online   low"
        if "rsync" in w:
            return "sending incremental file list\n\nsent and received, speedup is large"
        if "apt-get" in w:
            return "Reading package lists... Done\nBuilding dependency tree... Done\n0 newly installed, 0 to remove."
        if "thermoctl" in w or "harbourctl" in w:
            return "ok"
        return "(no output)"

    def gen_id(self, t):
        r = self.rng
        if t == "plat":
            t = r.choice(["ctrip", "meituan"] if self.zh else ["airbnb", "booking"])

        def g():
            if t == "airbnb":
                return "HM" + "".join(r.choice(AIRBNB_CH) for _ in range(8))
            if t == "booking":
                return "%d.%03d.%03d" % (r.randint(2000, 6999), r.randint(0, 999), r.randint(0, 999))
            if t == "inv":
                return ("%08d" % r.randint(10000000, 99999999)) if self.zh else "INV-%05d" % r.randint(10000, 99999)
            if t == "app":
                return "STL-2026-%04d" % r.randint(100, 9999)
            if t == "ticket":
                return ("GD%08d" % r.randint(10000000, 99999999)) if self.zh else "HH-%06d" % r.randint(100000, 999999)
            if t == "laundry":
                return ("BC-%06d" % r.randint(100000, 999999)) if self.zh else "LW%06d" % r.randint(100000, 999999)
            if t == "case":
                return "KS%07d" % r.randint(1000000, 9999999)
            if t == "ctrip":
                return "11%010d" % r.randint(0, 9999999999)
            if t == "meituan":
                return "40%014d" % r.randint(0, 99999999999999)
            if t == "beian":
                return "MS2026%04d" % r.randint(10, 9999)
            raise ValueError(t)
        return self.fresh(g)

    def gen_port(self):
        r = self.rng
        return self.fresh(lambda: r.choice(WELLKNOWN_PORTS) if r.random() < 0.45 else str(r.randint(10000, 59999)))

    def gen_version(self):
        r = self.rng

        def g():
            f = r.randrange(5)
            a, b, c = r.randint(1, 5), r.randint(0, 19), r.randint(0, 30)
            if f == 0:
                return "%d.%d.%d" % (a, b, c)
            if f == 1:
                return "v%d.%d.%d" % (a, b, c)
            if f == 2:
                return "%d.%d.%d-rc%d" % (a, b, c, r.randint(1, 4))
            if f == 3:
                return "2026.%d.%d" % (r.randint(1, 11), r.randint(0, 6))
            return "%d.%d.%d-beta.%d" % (a, b, c, r.randint(1, 9))
        return self.fresh(g)

    def gen_money(self, filler=False):
        r = self.rng

        def g():
            if filler:
                return ("¥{:,}.{:02d}" if self.zh else "£{:,}.{:02d}").format(r.randint(90, 1900), r.randint(1, 99))
            if self.zh:
                f = r.randrange(5)
                if f == 0:
                    return "%d元" % r.randint(80, 950)
                if f == 1:
                    return "¥%d" % r.randint(100, 3000)
                if f == 2:
                    return "¥{:,}".format(r.randint(1050, 9800))
                if f == 3:
                    return "%.1f万" % (r.randint(11, 48) / 10.0)
                return "%d块" % r.randint(30, 600)
            f = r.randrange(5)
            if f == 0:
                return "£%d" % r.randint(35, 480)
            if f == 1:
                return "£%d.%s" % (r.randint(12, 650), r.choice(["50", "25", "75", "99", "40", "60", "20", "80"]))
            if f == 2:
                return "£{:,}.{:02d}".format(r.randint(1100, 4800), r.randint(1, 99))
            if f == 3:
                return "£{:,}".format(r.randint(1050, 9800))
            return "%d quid" % r.randint(25, 400)
        return self.fresh(g)

    def pick_day(self):
        r = self.rng
        for _ in range(500):
            d = date(2026, 12, 1) + timedelta(days=r.randint(0, 88))
            if d not in self.used_days:
                self.used_days.add(d)
                return d
        raise RuntimeError("no day")

    def gen_date(self, iso=False):
        r = self.rng

        def g():
            d = self.pick_day()
            if iso:
                return d.isoformat()
            if self.zh:
                if r.random() < 0.12:
                    return r.choice(["下周五", "下周三", "这周六"])
                return "%d月%d%s" % (d.month, d.day, r.choice(["日", "日", "号"]))
            suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
            f = r.randrange(5)
            if f == 0:
                return "%s %d %s" % (WDAY_EN[d.weekday()][:3], d.day, MON_EN[d.month - 1])
            if f == 1:
                return "%s the %d%s" % (WDAY_EN[d.weekday()], d.day, suf)
            if f == 2:
                return "%s %d%s" % (MON_EN[d.month - 1], d.day, suf)
            if f == 3:
                return "the %d%s of %s" % (d.day, suf, MONTH_EN[d.month - 1])
            return "%s %d %s" % (WDAY_EN[d.weekday()], d.day, MONTH_EN[d.month - 1])
        return self.fresh(g)

    # -- facts ---------------------------------------------------------------------------------
    def make_facts(self):
        r = self.rng
        facts = []
        n = self.per_kind
        decs = r.sample(DEC_ZH if self.zh else DEC_EN, n)
        cons = r.sample(CON_ZH if self.zh else CON_EN, n)
        qs = r.sample(Q_ZH if self.zh else Q_EN, n)
        for kind in KINDS:
            for i in range(n):
                f = {"kind": kind}
                if kind == "command":
                    f["needles"] = [self.gen_command()]
                elif kind == "port":
                    f["needles"] = [self.gen_port()]
                elif kind == "version":
                    f["needles"] = [self.gen_version()]
                elif kind == "decision":
                    c = r.choice(self.cottages)
                    f["needles"] = [self.fresh(lambda: fill(decs[i][0], {"c": c})),
                                    self.fresh(lambda: fill(decs[i][1], {"c": c}))]
                elif kind == "constraint":
                    c, c2 = r.sample(self.cottages, 2)
                    f["needles"] = [self.fresh(lambda: fill(cons[i][0], {"c": c, "c2": c2})),
                                    self.fresh(lambda: fill(cons[i][1], {"c": c, "c2": c2}))]
                elif kind == "question":
                    c = r.choice(self.cottages)
                    f["needles"] = [self.fresh(lambda: fill(qs[i], {"c": c}))]
                # name, id, money, date values are made when the carrier is chosen (their format depends on it)
                facts.append(f)
        return facts

    # -- carriers ------------------------------------------------------------------------------
    def L(self, en, zh):
        return zh if self.zh else en

    def pick_i(self, lst):
        """Index into lst, cycling through a shuffled deck so templates repeat as little as possible."""
        decks = self.__dict__.setdefault("_decks", {})
        d = decks.get(id(lst))
        if not d:
            d = list(range(len(lst)))
            self.rng.shuffle(d)
            decks[id(lst)] = d
        return d.pop()

    def pick(self, lst):
        return lst[self.pick_i(lst)]

    def user_unit(self, tpl, kw):
        r = self.rng
        user, asst = tpl
        k = self.ctx(**kw)
        unit = [("user", fill(user, k))]
        if r.random() < 0.12:
            unit.append(("user", r.choice(self.L(BURST_EN, BURST_ZH))))
        unit.append(("assistant", fill(asst, k)))
        return unit

    def tool_unit(self, request, name, args, output, kind):
        r = self.rng
        k = self.ctx()
        ack = r.choice(self.L(TOOL_ACK_EN, TOOL_ACK_ZH)[kind])
        return [("user", fill(request, k)), ("tool", name, (args, output)), ("assistant", ack)]

    def asst_unit(self, tpl, kw):
        text, reply = tpl
        k = self.ctx(**kw)
        return [("assistant", fill(text, k)), ("user", reply)]

    def carry(self, f):
        r = self.rng
        kind = f["kind"]
        zh = self.zh
        x = r.random()
        if kind == "name":
            if x < 0.2:
                nm = self.gen_name()
                f["needles"] = [nm]
                req, tname, args, topic = self.pick(self.L(NAME_EN_TOOL, NAME_ZH_TOOL))
                if zh:
                    org, body = ZH_TOPICS[topic]
                    out = ("共3条\n1. 【携程】入住提醒：明天有客人入住，请提前准备\n2. %s（%s）：%s\n3. 【国家电网】电费账单已出"
                           % (nm, org, body))
                else:
                    subj, dom, body = EN_TOPICS[topic]
                    a, b = nm.split(" ")
                    s1, s2 = r.sample(EN_SENDERS, 2)
                    out = ("3 results\n1. From: %s | Subject: Reminder - upcoming reservation | 2 days ago\n"
                           "2. From: %s <%s.%s@%s> | Subject: %s | yesterday\n   \"%s\"\n3. From: %s | Subject: "
                           "Your statement is ready | last week" % (s1, nm, a.lower(), b.lower(), dom, subj, body, s2))
                return self.tool_unit(req, tname, args, out, "name")
            if x < 0.32:
                lst = self.L(NAME_EN_ASST, NAME_ZH_ASST)
                i = self.pick_i(lst)
                nm = self.gen_name(self.L(NAME_EN_ASST_G, NAME_ZH_ASST_G)[i])
                f["needles"] = [nm]
                return self.asst_unit(lst[i], {"name": nm})
            lst = self.L(NAME_EN, NAME_ZH)
            i = self.pick_i(lst)
            tpl = lst[i]
            nm = self.gen_name(self.L(NAME_EN_G, NAME_ZH_G)[i])
            f["needles"] = [nm]
            kw = {"name": nm}
            if not zh:
                a, b = nm.split(" ")
                kw.update(first=a, email="%s.%s@council.gov.uk" % (a[0].lower(), b.lower()))
            return self.user_unit(tpl, kw)
        if kind == "command":
            cmd = f["needles"][0]
            if x < 0.28:
                req = self.pick(self.L(COMMAND_EN_TOOL, COMMAND_ZH_TOOL))
                return self.tool_unit(req, "pi_shell", {"host": "keyhub.local", "command": cmd},
                                      self.cmd_output(cmd), "command")
            if x < 0.45:
                return self.asst_unit(self.pick(self.L(COMMAND_EN_ASST, COMMAND_ZH_ASST)), {"cmd": cmd})
            return self.user_unit(self.pick(self.L(COMMAND_EN, COMMAND_ZH)), {"cmd": cmd, "out": self.cmd_output(cmd)})
        if kind == "id":
            if x < 0.3:
                k = self.ctx()
                plat = k["plat"]
                t = {"Airbnb": "airbnb", "Booking.com": "booking", "携程": "ctrip", "美团": "meituan"}[plat]
                idv = self.gen_id(t)
                f["needles"] = [idv]
                res = []
                codes = [idv, self.gen_id(t), self.gen_id(t)]
                r.shuffle(codes)
                ds = sorted(self.gen_date(iso=True) for _ in codes)
                for code, d1 in zip(codes, ds):
                    res.append({"code": code,
                                "guest": r.choice(["张女士", "李先生", "陈先生", "周女士", "黄女士"]) if zh else
                                "%s %s." % (r.choice(["Sarah", "James", "Emma", "Tom", "Rachel", "Ian", "Chloe"]),
                                            r.choice("BCDFGHKLMPRSTW")),
                                "checkIn": d1, "nights": r.randint(2, 7), "guests": r.randint(2, 6),
                                "status": "confirmed"})
                args = {"platform": plat, "property": k["c"], "from": "2026-12-01", "to": "2027-02-28"}
                req = fill(self.pick(self.L(ID_EN_TOOL, ID_ZH_TOOL)), k)
                return self.tool_unit(req, "booking_lookup", args,
                                      json.dumps({"reservations": res}, ensure_ascii=False, indent=1), "id")
            tpls = self.L(ID_EN, ID_ZH)
            types = self.L(ID_EN_TYPES, ID_ZH_TYPES)
            i = self.pick_i(tpls)
            idv = self.gen_id(types[i])
            f["needles"] = [idv]
            return self.user_unit(tpls[i], {"id": idv})
        if kind == "port":
            p = f["needles"][0]
            if x < 0.25:
                out = ("State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
                       "LISTEN 0      128          0.0.0.0:22         0.0.0.0:*     users:((\"sshd\",pid=611,fd=3))\n"
                       "LISTEN 0      511          0.0.0.0:%s       0.0.0.0:*     users:((\"%s\",pid=742,fd=9))"
                       % (p, r.choice(SVCS)))
                return self.tool_unit(self.pick(self.L(PORT_EN_TOOL, PORT_ZH_TOOL)), "pi_shell",
                                      {"host": "keyhub.local", "command": "sudo ss -tlnp"}, out, "port")
            if x < 0.4:
                return self.asst_unit(self.pick(self.L(PORT_EN_ASST, PORT_ZH_ASST)), {"port": p})
            return self.user_unit(self.pick(self.L(PORT_EN, PORT_ZH)), {"port": p})
        if kind == "version":
            v = f["needles"][0]
            if x < 0.25:
                locks = [{"name": c, "online": True, "battery": r.choice(["ok", "ok", "low"])} for c in self.cottages]
                out = json.dumps({"model": "HH-2 Pro", "firmware": v, "uptime": "%dd %dh" % (r.randint(1, 9), r.randint(0, 23)),
                                  "locks": locks, "thermostats": 3, "warnings": []}, ensure_ascii=False, indent=1)
                return self.tool_unit(self.pick(self.L(VERSION_EN_TOOL, VERSION_ZH_TOOL)), "hub_status",
                                      {"site": "all"}, out, "version")
            if x < 0.37:
                return self.asst_unit(self.pick(self.L(VERSION_EN_ASST, VERSION_ZH_ASST)), {"ver": v})
            return self.user_unit(self.pick(self.L(VERSION_EN, VERSION_ZH)), {"ver": v})
        if kind == "money":
            if x < 0.25:
                k = self.ctx()
                plat = k["plat"]
                t = {"Airbnb": "airbnb", "Booking.com": "booking", "携程": "ctrip", "美团": "meituan"}[plat]
                m = self.gen_money(filler=True)
                f["needles"] = [m]
                rows = []
                amounts = [m, self.gen_money(filler=True), self.gen_money(filler=True)]
                r.shuffle(amounts)
                days = sorted(r.sample(range(2, 29), 3))
                for dd, a in zip(days, amounts):
                    rows.append("2026-11-%02d  %-18s %-12s %s" % (dd, self.gen_id(t), r.choice(self.cottages), a))
                hdr = "日期        订单号             房源         金额" if zh else "Date        Reservation        Property     Amount"
                out = "%s\n%s" % (hdr, "\n".join(rows))
                req = fill(self.pick(self.L(MONEY_EN_TOOL, MONEY_ZH_TOOL)), k)
                return self.tool_unit(req, "payout_report", {"platform": plat, "month": "2026-11"}, out, "money")
            m = self.gen_money()
            f["needles"] = [m]
            if x < 0.33:
                return self.asst_unit(self.pick(self.L(MONEY_EN_ASST, MONEY_ZH_ASST)), {"money": m})
            return self.user_unit(self.pick(self.L(MONEY_EN, MONEY_ZH)), {"money": m})
        if kind == "date":
            if x < 0.22:
                k = self.ctx()
                dv = self.gen_date(iso=True)
                f["needles"] = [dv]
                evs = [(dv, r.choice(["Changeover", "Guests arrive", "Boiler service"] if not zh else ["换房", "客人入住", "锅炉保养"]))]
                for _ in range(2):
                    evs.append((self.gen_date(iso=True), r.choice(["Guests leave", "Window cleaner", "Changeover"] if not zh
                                                                  else ["客人退房", "擦窗", "换房"])))
                evs.sort()
                out = "\n".join("%s  %s  %s" % (d, k["c"], e) for d, e in evs)
                req = fill(self.pick(self.L(DATE_EN_TOOL, DATE_ZH_TOOL)), k)
                return self.tool_unit(req, "calendar", {"property": k["c"], "from": "2026-12-01", "days": 90}, out, "date")
            dv = self.gen_date()
            f["needles"] = [dv]
            if x < 0.3:
                return self.asst_unit(self.pick(self.L(DATE_EN_ASST, DATE_ZH_ASST)), {"date": dv})
            return self.user_unit(self.pick(self.L(DATE_EN, DATE_ZH)), {"date": dv})
        if kind == "decision":
            ch, rs = f["needles"]
            return self.user_unit(self.pick(self.L(DECISION_EN, DECISION_ZH)), {"ch": ch, "r": rs})
        if kind == "constraint":
            w, s = f["needles"]
            if x < 0.2:
                rules = r.sample(self.L(DOC_RULES_EN, DOC_RULES_ZH), 3)
                rule = ("%s，%s" % (s, w)) if zh else ("%s %s" % (w, s))
                rules.insert(r.randint(0, 3), rule)
                title = self.L("Cleaners' manual / house rules (master copy)", "保洁说明 / 入住须知（总版本）")
                out = title + "\n\n" + "\n".join("%d. %s" % (i + 1, x_) for i, x_ in enumerate(rules))
                return self.tool_unit(self.pick(self.L(CONSTRAINT_EN_TOOL, CONSTRAINT_ZH_TOOL)), "read_document",
                                      {"name": self.L("house-manual", "入住须知")}, out, "constraint")
            return self.user_unit(self.pick(self.L(CONSTRAINT_EN, CONSTRAINT_ZH)), {"w": w, "s": s})
        if kind == "question":
            return self.user_unit(self.pick(self.L(QUESTION_EN, QUESTION_ZH)), {"q": f["needles"][0]})
        raise ValueError(kind)

    # combined pastes carrying several facts at once
    def combo_booking(self, fn, fi, fd):
        r = self.rng
        k = self.ctx()
        plat = k["plat"]
        t = {"Airbnb": "airbnb", "Booking.com": "booking", "携程": "ctrip", "美团": "meituan"}[plat]
        idv, dv = self.gen_id(t), self.gen_date()
        fi["needles"], fd["needles"], fn["needles"] = [idv], [dv], [self.gen_name()]
        if self.zh:
            text = ("【%s】订单确认\n订单号：%s\n入住人：%s\n房源：%s\n入住日期：%s\n间夜：%d晚\n人数：%d人\n\n又来一单，%s"
                    % (plat, idv, fn["needles"][0], k["c"], dv, r.randint(2, 6), r.randint(2, 5),
                       r.choice(["这周真忙", "保洁排得过来吗", "记一下"])))
        else:
            text = ("Fwd: %s\n\nReservation confirmed\nConfirmation: %s\nGuest: %s\nProperty: %s\nCheck-in: %s\n"
                    "Nights: %d\nGuests: %d\n\n%s" % (
                        "Booking confirmed - %s" % k["c"], idv, fn["needles"][0], k["c"], dv, r.randint(2, 6),
                        r.randint(2, 5), r.choice(["another one!", "can lorraine cover this one?", "log pls",
                                                   "this is the family with the dog I think"])))
        return [("user", text), ("assistant", self.pick(self.L(COMBO_BOOK_EN, COMBO_BOOK_ZH)))]

    def combo_payout(self, fi, fm):
        r = self.rng
        k = self.ctx()
        plat = k["plat"]
        t = {"Airbnb": "airbnb", "Booking.com": "booking", "携程": "ctrip", "美团": "meituan"}[plat]
        idv, m = self.gen_id(t), self.gen_money(filler=True)
        fi["needles"], fm["needles"] = [idv], [m]
        rows = [(idv, m), (self.gen_id(t), self.gen_money(filler=True)), (self.gen_id(t), self.gen_money(filler=True))]
        r.shuffle(rows)
        days = sorted(r.sample(range(16, 30), 3))
        body = "\n".join("2026-11-%02d | %s | %s | %s" % (dd, a, r.choice(self.cottages), b) for dd, (a, b) in zip(days, rows))
        if self.zh:
            text = "晚上对个账，%s这周的结算：\n\n日期 | 订单号 | 房源 | 金额\n%s\n\n对得上吗" % (plat, body)
        else:
            text = "evening admin. %s payouts this week:\n\nDate | Ref | Property | Amount\n%s\n\ndoes that add up" % (plat, body)
        return [("user", text), ("assistant", self.pick(self.L(COMBO_PAY_EN, COMBO_PAY_ZH)))]

    def combo_hub(self, fv, fp):
        r = self.rng
        v, p = fv["needles"][0], fp["needles"][0]
        if self.zh:
            text = ("网关状态截图打出来的：\n型号：HH-2 Pro\n固件版本：%s\n面板地址：http://keyhub.local:%s\n门锁：3/3在线\n温控：3/3在线\n\n这样没问题吧" % (v, p))
        else:
            text = ("copied off the hub screen:\nModel: HH-2 Pro\nFirmware: %s\nDashboard: http://keyhub.local:%s\n"
                    "Locks: 3/3 online\nThermostats: 3/3\n\nall ok?" % (v, p))
        return [("user", text), ("assistant", self.pick(self.L(COMBO_HUB_EN, COMBO_HUB_ZH)))]

    # -- filler --------------------------------------------------------------------------------
    def hub_log(self):
        r = self.rng
        lines = []
        h, m = r.randint(18, 21), r.randint(0, 50)
        locks = ["porch", "front", "annexe"]
        for _ in range(r.randint(5, 9)):
            m += r.randint(1, 6)
            s = r.randint(0, 59)
            ev = r.choice(["lock %s: heartbeat ok" % r.choice(locks),
                           "lock %s: code used (slot %d)" % (r.choice(locks), r.randint(1, 6)),
                           "zone %s: following schedule" % r.choice(ZONES),
                           "wifi: reconnecting", "wifi: connected", "mqtt: connected",
                           "lock %s: battery %d%%" % (r.choice(locks), r.randint(30, 95))])
            lines.append("Nov %d %02d:%02d:%02d keyhub hub[612]: %s" % (r.randint(21, 29), h + m // 60, m % 60, s, ev))
        return "\n".join(lines)

    def filler_unit(self, long_ok=True):
        r = self.rng
        x = r.random()
        if long_ok and x < 0.45:
            tpl = self.pick(self.L(FILLER_EN, FILLER_ZH))
            return self.user_unit(tpl, {})
        if long_ok and x < 0.52:
            u, a = self.L(FILLER_EN_LOG, FILLER_ZH_LOG)
            return [("user", fill(u, {"log": self.hub_log()})), ("assistant", a)]
        if x < 0.8:
            return [("user", r.choice(self.L(USER_FILLER_EN, USER_FILLER_ZH))),
                    ("assistant", r.choice(self.L(ASST_SHORT_EN, ASST_SHORT_ZH)))]
        return [("user", r.choice(self.L(USER_FILLER_EN, USER_FILLER_ZH)))]

    # -- assembly ------------------------------------------------------------------------------
    def build(self):
        r = self.rng
        facts = self.make_facts()
        by = {k: [f for f in facts if f["kind"] == k] for k in KINDS}
        pools = {k: list(v) for k, v in by.items()}
        for v in pools.values():
            r.shuffle(v)
        units = []
        ncombo = max(1, self.per_kind // 4)
        for _ in range(ncombo):
            if pools["name"] and pools["id"] and pools["date"] and r.random() < 0.8:
                units.append(self.combo_booking(pools["name"].pop(), pools["id"].pop(), pools["date"].pop()))
            if pools["id"] and pools["money"] and r.random() < 0.7:
                units.append(self.combo_payout(pools["id"].pop(), pools["money"].pop()))
            if pools["version"] and pools["port"] and r.random() < 0.6:
                units.append(self.combo_hub(pools["version"].pop(), pools["port"].pop()))
        for k in KINDS:
            for f in pools[k]:
                units.append(self.carry(f))

        def nmsg(us):
            return sum(1 for u in us for it in u if it[0] != "tool")

        base = nmsg(units)
        while base > 262:
            cand = [u for u in units if len(u) >= 2 and u[-1][0] == "assistant" and u[0][0] == "user"]
            u = r.choice(cand)
            u.pop()
            base -= 1
        lo = max(132, base + 8)
        hi = min(272, max(lo, 255))
        target = r.randint(lo, hi)
        while base < target:
            u = self.filler_unit(long_ok=r.random() < 0.6)
            units.append(u)
            base += nmsg([u])
        r.shuffle(units)
        opener = self.L([("user", "morning!! 3 changeovers today and the hub is playing up, buckle up"),
                         ("assistant", "Morning! Ready when you are - send things over as they come up.")],
                        [("user", "早，今天三套都要换房，网关还在抽风"), ("assistant", "早！有事随时发我，我在。")])
        seq = list(opener)
        for u in units:
            seq.extend(u)
        return facts, seq

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output


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
            cid = "call_bo%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bo%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bo%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bo%d" % n, "createdAt": ts,
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
