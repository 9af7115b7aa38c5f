#!/usr/bin/env python3
"""Held-out retention set "bl": a high-school robotics coach and his personal assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  scratch folder; each seed gets its own data root WORKDIR/root-SEED
    seeds    default 1 2 3 4 5; the LAST seed's conversation is entirely in Chinese

Env:
    PER_KIND     facts of each of the ten kinds per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: the coach of a high-school robotics team. Students and mentors by name, parents who
drive, competition registrations and team numbers, robot firmware and driver-station versions
and ports, sponsor money and a parts budget, shop safety rules, build deadlines and event dates.
He texts in short bursts between classes and sends long messages at night pasting build
checklists, inspection reports and emails from the competition organisers. (Chinese: 一所高中
机器人社团的指导老师，课间发一连串短消息，晚上发长消息，常粘贴制作清单、检录报告和主办方的邮件。)

For every seed the script builds a conversation (130-280 messages plus tool rows), seeds
PER_KIND facts of each kind (name, command, id, port, version, money, date, decision,
constraint, question), appends it with `okbot session append` in batches of 25 messages, runs
`okbot compress --now` after each batch, and finally reads `okbot context show`. A fact counts
as kept only when each of its needles is found VERBATIM (exact substring) in that output.
Every needle occurs in exactly one row of the conversation; this is checked in code and the
conversation is rebuilt with another attempt number if it fails. Deterministic per seed.
"""
import json
import os
import random
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision",
         "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN = {}
EN["first"] = ["Maya", "Jordan", "Priya", "Marcus", "Elena", "Tyler", "Aisha", "Diego", "Hannah",
               "Kenji", "Olivia", "Grace", "Mateo", "Chloe", "Isaiah", "Nora", "Devin", "Leah",
               "Omar", "Ruby", "Caleb", "Zoe", "Farah", "Lucas", "Ines", "Amara", "Gavin",
               "Rosalind", "Dmitri", "Beatriz", "Hollis", "Winnie", "Tobias", "Keisha"]
EN["last"] = ["Okafor", "Brennan", "Raman", "Delgado", "Kowalski", "Nguyen", "Hartley",
              "Lindqvist", "Moreau", "Abernathy", "Castillo", "Whitaker", "Sato", "Petrov",
              "Fitzgerald", "Yamamoto", "Ferreira", "Novak", "Gallagher", "Haddad", "Sorensen",
              "Pruitt", "Oyelaran", "Vance", "McAllister", "Duchesne", "Szabo", "Quintero"]
EN["role"] = ["our new programming mentor", "the parent driving the van to away events",
              "the mom who runs the carpool spreadsheet", "drive team captain this year",
              "the CAD lead", "the kid who runs our pit at competitions",
              "the facilities guy who has the shop keys", "our contact at the credit union sponsor",
              "the electrical mentor, retired lineman", "the freshman who's been killing it on wiring",
              "our safety captain", "the dad who keeps the team's books",
              "volunteer coordinator at the regional", "the lead inspector we had last season",
              "the physics teacher next door who wants to help", "our scouting lead",
              "the grandma who does the team's banner and shirts", "the assistant principal who signs trip forms"]
EN["name_t"] = [
    "{name} is {role}, fyi",
    "oh btw - {name} is {role}. put that in the contacts pls",
    "new person to remember: {name}, {role}",
    "if anyone asks, {name} is {role} now",
    "talked to {name} after 6th period. officially {role} starting this week",
    "{name} ({role}) is going to email you a couple things, just flag them for me",
    "Quick one: {name} = {role}. I keep blanking on it in meetings",
]
EN["name_a"] = [
    "That's {name} - {role}. I've got them next to the carpool and permission-form lists.",
    "{name}. They're {role}, per what you told me earlier in the season.",
]
EN["cmd"] = ["./gradlew build --offline", "./gradlew deploy --info", "git pull --rebase origin main",
             "python -m robotpy deploy --skip-tests", "pip install --upgrade robotpy", "sudo chmod 666 /dev/ttyUSB0",
             "npm run build:dashboard", "git log --oneline -n 20", "./gradlew spotlessApply",
             "ipconfig /renew", "git stash && git checkout comp-branch", "./gradlew clean simulateJava",
             "docker compose up -d scouting", "sudo systemctl restart isc-dhcp-server",
             "python3 scripts/export_scouting.py --csv", "git reset --hard origin/main",
             "nmcli dev wifi rescan", "./gradlew test --tests AutoRoutineTest"]
EN["cmd_gen"] = [
    "ssh admin@10.{a}.{b}.2", "ping roborio-{team}-frc.local", "git checkout -b auto-{w}",
    "git tag {w}-ready", "tar czf logs-{w}.tgz /u/logs", "rsync -av logs/ backup/{w}/",
    "scp build/robot.jar lvuser@10.{a}.{b}.2:/home/lvuser"]
EN["cmd_t"] = [
    "remind me the kids need to run {cmd} before they leave tonight",
    "ok what finally worked was `{cmd}` - write that down somewhere",
    "the programming kids swear by `{cmd}` when the deploy gets weird",
    "for the record, the step we always forget: {cmd}",
    "note to self: {cmd} on the pit laptop every morning at events",
    "tried `{cmd}` from the driver station laptop and it worked first time for once",
    "if the build breaks again the fix is `{cmd}`, don't let me forget that",
]
EN["cmd_a"] = [
    "It was `{cmd}` - have them run it from the repo folder on the pit laptop.",
    "The one you mean is `{cmd}`. I'd tape it to the laptop lid, honestly, so nobody has to ask again.",
]
EN["id_what"] = ["our regional registration", "the AndyMark order", "the hotel block booking",
                 "the charter bus booking", "the support case for the dead motor controller",
                 "the sponsor invoice", "the purchase order for aluminum stock",
                 "the field element shipment", "the waitlist ticket", "the district event registration",
                 "the battery order", "the insurance claim for the cracked polycarb"]
EN["id_pre"] = ["REG-", "INV-", "PO-", "TKT-", "BK-", "CASE-", "ORD-", "RMA-", "HTL-", "FRC-"]
EN["id_t"] = [
    "{what} is {id}",
    "confirmation # for {what}: {id}",
    "{id} - that's {what}, save it somewhere",
    "pasting so I don't lose it: {what} -> {id}",
    "if they call, the number for {what} is {id}",
    "got the email, {what} went through as {id}. finally",
    "ugh had to dig for it but {what} is under {id}",
]
EN["id_a"] = [
    "I found it in your inbox: {what} is listed as {id}. Want me to put it on the travel sheet?",
    "The confirmation email for {what} shows {id}; I'd keep that handy when you call them.",
]
EN["svc"] = ["the Limelight web UI", "the camera stream", "NetworkTables", "the scouting app server",
             "the dashboard websocket", "the PhotonVision UI", "the shop print server",
             "the coprocessor ssh tunnel", "the log viewer on the pit laptop", "the match video relay"]
EN["port_t"] = [
    "{svc} is on port {port}, not the default",
    "port {port} for {svc}. the kids changed it and didn't tell anyone",
    "fyi {svc} listens on {port} now",
    "had to open {port} in the school firewall for {svc}, IT was thrilled lol",
    "{svc} -> {port}. write it on the whiteboard too",
    "so {svc} only works if you hit port {port}, who knew",
]
EN["port_a"] = [
    "Looks like {svc} moved to port {port}; the dashboard config will need that too.",
    "If {svc} isn't loading, check you're pointing at {port} - that's the one the coprocessor opens.",
]
EN["sw"] = ["WPILib", "the roboRIO image", "the driver station", "Phoenix firmware on the Krakens",
            "REVLib", "the radio firmware", "PathPlanner", "our scouting app",
            "the inspection checklist doc", "the team handbook", "the Limelight OS", "AdvantageScope"]
EN["ver_t"] = [
    "{sw} needs to be on {ver} before the scrimmage",
    "we're running {sw} {ver} now, finally updated",
    "make a note: {sw} version {ver} is what's on the comp laptop",
    "the inspector wants {sw} at {ver} or newer",
    "rolled {sw} back to {ver}, the new one broke auto",
    "current {sw}: {ver}. don't let anyone 'helpfully' update it",
]
EN["ver_a"] = [
    "From the screenshot you sent, {sw} is at {ver}. I wouldn't touch it before the next event.",
    "Checked: {sw} shows {ver}. That's the one the kids installed after the last update night.",
]
EN["money_item"] = ["the sponsor check from the credit union", "the parts budget for the season",
                    "the regional entry fee", "the hotel deposit", "the new battery order",
                    "the machine shop's donation", "the bake sale take", "the bus rental",
                    "the grant from the engineering firm", "the shirts order", "the field element lumber"]
EN["money_t"] = [
    "{item} came to {amt}",
    "{item}: {amt}. that's it, that's the number",
    "heads up {item} is {amt}, not what I told the booster club",
    "so {item} ended up {amt} after tax ugh",
    "put down {amt} for {item} in the budget sheet",
    "just heard back - {item} will be {amt}",
    "{amt} for {item}?? seriously",
]
EN["money_a"] = [
    "I added {item} to the budget sheet at {amt}; that leaves the remaining column a bit tighter.",
    "The invoice attached to that email puts {item} at {amt}.",
]
EN["event"] = ["kickoff", "the district event", "the scrimmage at the middle school", "build freeze",
               "the sponsor showcase", "the inspection dry run", "the registration deadline",
               "the parent meeting", "the car wash fundraiser", "the state championship",
               "robot reveal day", "the safety presentation"]
EN["months"] = [("January", "Jan"), ("February", "Feb"), ("March", "Mar"), ("April", "Apr"),
                ("December", "Dec")]
EN["date_t"] = [
    "{event} is {date}",
    "calendar thing: {event} on {date}",
    "they moved {event} to {date}, of course",
    "pls remember {event} = {date}",
    "{date} is {event}. tell the parents",
    "confirmed just now, {event} happens {date}",
    "deadline for {event}: {date}. no extensions they said",
]
EN["date_a"] = [
    "Per the organisers' email, {event} is {date}; I'd put a reminder a week before.",
    "I checked the calendar invite: {event} lands on {date}.",
]
EN["decision"] = [
    ("go with swerve drive", "kids already prototyped the modules"),
    ("skip the second regional", "bus costs would eat the parts budget"),
    ("switch the robot code to Python", "new programmers only know Python"),
    ("buy a spare roboRIO", "lost a whole match to a dead one"),
    ("move build nights to Tuesdays", "the gym is booked Thursdays"),
    ("let the sophomores drive", "seniors have AP exams that week"),
    ("order from the cheaper vendor", "the other one ships in three weeks"),
    ("keep the old intake", "new one jams on bent game pieces"),
    ("hold the parent meeting online", "half the parents can't make the drive"),
    ("use the school van", "the insurance rules changed"),
    ("cap the travel team at fourteen", "hotel block only has four rooms"),
    ("rebuild the bumpers", "fabric tore at the scrimmage"),
    ("run a car wash fundraiser", "sponsor check is late again"),
    ("retire the old battery set", "two failed the load test"),
    ("start a mentor rotation", "I keep ending up alone in the shop"),
    ("freeze the code on Friday", "late changes broke autonomous every time"),
    ("drop the climber this season", "it's eating all our build hours"),
    ("pay for the practice field rental", "carpet in the cafeteria is too slippery"),
]
EN["dec_t"] = [
    "decided to {choice} - {reason}.",
    "ok final answer: we {choice}, because {reason}",
    "Going to {choice}. Reason: {reason}",
    "talked it over w/ the mentors, we'll {choice} since {reason}",
    "I'm making the call to {choice}; honestly {reason}",
    "we're gonna {choice}. why? {reason}, simple as that",
    "after all that back and forth: {choice}. {reason} and I'm done arguing",
]
EN["constraint"] = [
    "nobody uses the bandsaw alone", "safety glasses on before entering the shop",
    "never charge batteries overnight unattended", "no firmware updates during competition week",
    "only mentors touch the lathe", "no pushing to main without a review",
    "never give out students' phone numbers", "parents only drive with a signed permission form",
    "no food at the workbenches", "sponsor money needs two signatures",
    "no enabling the robot without yelling clear", "don't post robot photos before reveal day",
    "closed-toe shoes in the shop, no exceptions", "never leave the soldering iron plugged in",
    "drill press only with a spotter", "no students in the shop without an adult",
]
EN["con_t"] = [
    "new rule: {rule}.",
    "standing rule, write it down: {rule}",
    "please remind everyone - {rule}",
    "going forward, {rule}. non-negotiable",
    "this is a hard rule for the whole season: {rule}",
    "if I forget to say it at kickoff: {rule}",
    "had a near miss today so from now on {rule}",
]
EN["question"] = [
    "whether pit badges transfer between students", "if the venue has a practice field",
    "how many spare bumper sets we can bring", "whether parents can ride the team bus",
    "if the sponsor logo goes on both sides", "what the wifi rules are in the pits",
    "whether we need our own fire extinguisher", "if district points carry over",
    "who covers lunch for the volunteers", "whether battery carts count toward pit size",
    "if late registration costs extra", "how the waitlist order gets decided",
    "whether the school van needs a CDL driver", "if we can bring a 3D printer to the pits",
    "when the field CAD gets posted", "whether students can solder in the pits",
]
EN["q_t"] = [
    "random question, do you know {q}?",
    "can you find out {q}? no rush",
    "does anyone actually know {q}",
    "been wondering {q}...",
    "q for later: {q}?",
    "still no idea {q}, hmm",
    "remind me to ask the organisers {q}",
]
EN["short"] = [
    "between classes, 4 min", "ugh fire drill", "ok back", "kids are arguing about the intake design again lol",
    "lunch duty, brb", "did the zip ties come in? nvm found them", "can't talk, proctoring a quiz",
    "phone almost dead", "coffee number three", "the freshmen found the label maker. pray for me",
    "sorry, bell rang", "someone left the air compressor on all weekend", "hallway duty, quick thing",
    "lol the principal walked past the shop and asked if we're building a tank", "whew", "ok where was i",
    "hold on, parent email", "one sec", "forgot my lanyard AGAIN", "sub plans are done at least",
    "the pneumatics kid brought donuts so he's forgiven", "rain again, no outdoor testing",
    "gotta grade labs tonight", "the shop smells like burnt motor. not great", "nvm figured it out",
    "ha. ok", "thx", "sounds good", "yeah that works", "k", "right right", "i'll look later",
]
EN["checklist"] = [
    "drivetrain gearboxes greased", "intake rollers re-laced", "bumper numbers re-ironed",
    "battery labels updated", "CAN bus terminated", "radio zip-tied away from the motors",
    "pneumatic leak test done", "main breaker accessible", "all wire runs labeled",
    "spare swerve module assembled", "limit switches tested", "encoders zeroed",
    "pit cart tires pumped", "tool chest inventoried", "first aid kit restocked",
    "scouting tablets charged", "spare chain and master links bagged", "zip tie bin refilled",
    "polycarb panels cleaned", "robot weighed with bumpers", "code pushed and tagged",
    "driver station laptop updates disabled", "team banner packed", "extension cords tested",
]
EN["inspect"] = [
    "Bumpers: PASS, but corners need more padding", "Frame perimeter: PASS",
    "Weight: PASS with a little margin", "Battery secured: FAIL, strap was loose",
    "Sharp edges: two on the intake arm, filed down on the spot", "Radio placement: PASS",
    "Main breaker access: needs a bigger cutout", "Pneumatics: relief valve set correctly",
    "Wiring gauge: PASS", "Robot signal light visible: PASS", "Extension limits: borderline, re-measure",
    "Team number visible from both sides: PASS", "Loose hardware: one bolt missing a nut",
]
EN["email"] = [
    "Dear Team Lead,\n\nThank you for registering for this season's events. Please make sure every student has a completed consent and release form on file before load-in. Pit spaces are assigned on arrival and are first come, first served within your assigned row.\n\nReminder: robots must pass inspection before participating in practice matches.",
    "Hello Mentors,\n\nWe are still looking for volunteers for field reset, queuing and the welcome table. If any parents on your team are able to help for even half a day, please have them sign up through the volunteer portal.\n\nThank you for everything you do!",
    "Hi Coach,\n\nQuick reminder that the team roster in the dashboard locks soon. Students not on the roster cannot be in the pits. Please also double check your youth protection screening for all adult mentors.\n\nBest,\nEvent Operations",
    "Greetings teams,\n\nThe venue has asked that no carts wider than the aisle be brought inside, and that all batteries be stored in the pit, not in vehicles. Parking for trailers is in the back lot only.\n\nSee you soon!",
]
EN["parent_mail"] = [
    "Hi Coach, my son says practice runs late on build nights. Is there a set pickup time? Thanks so much for all you do for these kids.",
    "Hello! I'm happy to help with food for the competition weekend if you need it. Just let me know what the team likes. We did tacos last year and it was a hit.",
    "Coach - my daughter was really upset she didn't get picked for the drive team. I know you have reasons, just wanted you to know she's taking it hard.",
    "Hi, is the robotics team still looking for someone to help with the website? I do web stuff for work and could spare a few hours.",
]
EN["night_open"] = [
    "ok long one, sorry. finally home.", "kids are asleep, catching up on robot stuff.",
    "late night dump incoming, don't judge.", "alright, quiet house, let me get everything out of my head.",
    "sorry this is long but I need it all in one place.", "pasting a bunch of stuff so you have it.",
]
EN["rant"] = [
    "Build night went OK. The intake is finally grabbing game pieces consistently, but the arm still wobbles at full extension and the kids keep adding weight to fix it instead of stiffening the mount.",
    "I spent half the evening mediating between the CAD kids and the build kids about whether the drawings or the robot are the source of truth. Spoiler: the robot, because that's what exists.",
    "The new students are great but they don't know where anything goes, so the shop looks like a tornado hit it. Need to do a proper 5S cleanup session before the season gets crazy.",
    "Autonomous ran three times in a row without a problem and then on the fourth it drove straight into the wall. Nobody changed anything. Robots are haunted, I'm convinced.",
    "Budget is going to be tight. We're doing fine on parts so far but travel is the scary line. I'd rather cut a fancy mechanism than leave students home.",
    "Parents have been amazing this year honestly. Someone showed up with pizza unannounced and the kids acted like it was Christmas.",
    "The driver practice was rough. Lots of overcorrecting. I think we need more time on the practice carpet and fewer debates on the whiteboard.",
    "I also need to figure out how to get the seniors to document what they know before they graduate. Every year we lose the person who knew how the pneumatics worked.",
]
EN["ack"] = [
    "Got it.", "Noted.", "Okay, saved.", "Thanks - filed that away.", "Understood.", "Makes sense.",
    "Sounds like a long day.", "Ha, okay.", "Good to know.", "On it.",
]
EN["para"] = [
    "For the build schedule, the pattern that tends to work is one fixed integration night per week where nothing new gets started - only wiring, testing and fixing what's already on the robot. It keeps subteams from each finishing 'their' part while nobody owns the whole machine.",
    "On the wobbly arm: adding weight usually makes the oscillation slower, not smaller. Stiffening the pivot (a second bearing plate, or a gusset across the tube) and tuning the feedforward will do more than any amount of ballast.",
    "For the students who are new, a simple labeled-bin system and a 'last ten minutes is cleanup' rule helps a lot. If each subteam owns a shelf, the shop stays usable without you policing it every night.",
    "If autonomous fails intermittently without code changes, the usual suspects are odometry drift from a loose encoder, a gyro that wasn't zeroed at match start, or a brownout resetting a motor controller mid-path. The match logs should show which one.",
    "On travel, it might be worth asking the booster club for a dedicated travel fund line so it doesn't compete with parts. Sponsors also tend to respond better to a concrete ask like 'send six students to the championship' than to a general donation request.",
    "For driver practice, short structured drills (cycle times, defense avoidance, a timed lap around the practice field) tend to beat free play. Recording the drills also gives you something to show the drive team rather than arguing about what happened.",
    "For knowledge transfer, a short 'how this works' page per mechanism, written by the senior who built it and reviewed by a junior who has to follow it, is usually enough. Photos of the wiring before it gets closed up are gold.",
    "One thing that helps with parent communication is a single weekly update - what got built, what's coming, what we need. It cuts down on one-off emails a lot.",
    "For the pits, a printed checklist taped to the cart works better than anything digital; nobody has a free hand for a tablet between matches.",
    "On the volunteer request, parents usually say yes when the ask is specific: a role, a time window and what they'll actually do. 'Field reset, Saturday morning, resetting game pieces between matches' gets more signups than 'we need help'.",
    "If the students are disagreeing about design, a quick prototype-off with cardboard and wood usually settles it faster than another whiteboard session. Let the robot decide.",
    "Batteries deserve their own little system: numbered, logged after every charge, and retired on a fixed rule. Most mysterious match failures trace back to a tired battery.",
]
EN["close"] = [
    "Want me to turn any of this into a checklist?", "Let me know if you want a draft email for the parents.",
    "Get some sleep!", "I can pull this together into the weekly update if you want.",
    "Anything else from today?", "Happy to help plan the next build night.", "",
]
EN["sidestep"] = [
    "I don't have a reliable source for that one right now, so I won't guess.",
    "That's one I'd rather not guess on.",
    "I'll leave that open for now rather than make something up.",
]
EN["joiner"] = [" oh and ", ". also ", "\n", " - also, ", ". separately, "]
EN["embed"] = ["Also for my records: ", "Oh and before I forget: ", "Last thing - ", "PS: ", "Side note: "]
EN["night_labels"] = ["BUILD CHECKLIST (tonight)", "INSPECTION DRY RUN NOTES", "Fwd from the organisers:",
                      "this came in from a parent:"]
EN["tools"] = [
    ("search_email", {"query": "robotics volunteer"}, "3 results:\n- Re: volunteer sign-ups for the weekend\n- Field reset crew question\n- Thank you from the event team"),
    ("search_email", {"query": "booster club"}, "2 results:\n- Booster club minutes\n- Re: snack schedule for build nights"),
    ("read_sheet", {"sheet": "Parts inventory", "range": "A1:C8"}, "Item | Qty | Location\nHex shaft (1/2in) | 6 | rack B\nBearings | 40 | bin 12\nCIM-style motors | 3 | shelf 2\nChain | 2 boxes | bin 7\nPolycarb sheet | 1 | wall\nZip ties | lots | bin 1"),
    ("read_sheet", {"sheet": "Carpool", "range": "A1:B6"}, "Driver | Seats\nparent A | 4\nparent B | 6\nparent C | 3\nmentor van | 7"),
    ("web_search", {"q": "swerve module maintenance tips"}, "Top results:\n1. Swerve maintenance checklist - team forum\n2. Greasing bevel gears: how often?\n3. Common swerve failures and fixes"),
    ("web_search", {"q": "how to store lipo and sla batteries in a school shop"}, "Top results:\n1. Battery safety guide for school makerspaces\n2. SLA battery storage best practices\n3. Charging cart builds"),
    ("calendar_list", {"days": 7}, "Mon - department meeting after school\nTue - build night\nWed - parent pickup duty\nThu - gym booked\nSat - open shop morning"),
    ("run_shell", {"cmd": "git status"}, "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"),
]
EN["tool_after"] = [
    "Three volunteer threads in your inbox - sign-ups, a field reset question and a thank-you. Nothing that needs an answer tonight.",
    "Two booster club emails: the minutes and the snack schedule thread. The snack one has a question about build nights you might want to answer.",
    "Inventory looks healthy: plenty of bearings and zip ties, only one polycarb sheet though, and three motors on the shelf.",
    "The carpool sheet has four drivers with twenty seats between them, counting the mentor van.",
    "Mostly general advice, but the maintenance checklist thread is decent if you want to print it for the shop.",
    "The makerspace battery guide is the most useful one - it covers charging carts and storage away from exits.",
    "Your week is pretty normal - build night on Tuesday, gym booked Thursday, open shop Saturday morning.",
    "The repo is clean and up to date with main, so whatever is on the robot matches what's pushed.",
]
EN["tool_user"] = [
    "can you check my email for the volunteer thing", "anything from the booster club in my inbox?",
    "what does the inventory sheet say", "how many seats do we have in the carpool sheet",
    "search for swerve maintenance stuff", "look up battery storage rules for school shops pls",
    "what's on my calendar this week", "check whether the repo is clean",
]
EN["ask"] = {
    "name": ["wait who's {role} again?", "remind me who {role} is, blanking", "who did we say is {role}"],
    "command": ["what was that command again, the kids are asking", "laptop duty kid wants the command, what was it",
                "remind me what to type for that thing from last week"],
    "id": ["do we have a number for {what}?", "where's the confirmation for {what}", "can you find {what} in my email"],
    "port": ["{svc} won't load on the pit laptop", "what port is {svc} on again", "kids can't reach {svc}"],
    "version": ["what version is {sw} at?", "is {sw} up to date?", "do you know the version number for {sw}"],
    "money": ["how much was {item} again", "what did we put down for {item}", "do you have the number for {item}"],
    "date": ["when is {event} again", "did they ever confirm {event}?", "what day is {event}"],
}

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ZH = {}
ZH["sur"] = list("王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹")
ZH["given"] = ["思远", "子涵", "欣怡", "浩然", "雨桐", "俊杰", "梓萱", "宇轩", "佳琪", "明哲",
               "诗涵", "一鸣", "晨曦", "家豪", "若曦", "志强", "婉婷", "国栋", "振宇", "乐言",
               "嘉树", "沐阳", "静怡", "天佑"]
ZH["role"] = ["新来的编程导师", "负责开车接送去外地比赛的家长", "今年的操作手队长", "CAD组组长",
              "比赛时管维修区的学生", "学校后勤那边管工坊钥匙的", "信用社赞助商那边的对接人",
              "电控导师，电力公司退休的", "接线特别厉害的高一新生", "安全委员", "管账的家长",
              "区域赛的志愿者协调员", "去年的检录裁判", "隔壁教物理的老师，想来帮忙", "侦察组组长",
              "给队里做横幅和队服的奶奶", "签出行单的副校长"]
ZH["name_t"] = [
    "{name}是{role}，记一下",
    "对了，{name}现在是{role}",
    "新面孔：{name}，{role}",
    "如果有人问，{name}就是{role}",
    "今天下课跟{name}聊了，以后就是{role}了",
    "{name}（{role}）待会会给你发邮件，帮我标一下",
    "老是记不住：{name}＝{role}",
]
ZH["name_a"] = [
    "是{name}，{role}，我放在接送和同意书名单旁边了。",
    "{name}啊，赛季初你说过是{role}。",
]
ZH["cmd_t"] = [
    "提醒我让学生走之前跑一下 {cmd}",
    "最后管用的是 `{cmd}`，记下来",
    "编程组的孩子说部署出问题就用 `{cmd}`",
    "记一下每次都忘的那步：{cmd}",
    "比赛的时候每天早上在维修区电脑上跑 {cmd}",
    "在控制台电脑上试了 `{cmd}`，居然一次就成了",
    "要是编译又挂了，就用 `{cmd}`，别让我忘了",
]
ZH["cmd_a"] = [
    "是 `{cmd}`，让他们在维修区电脑的仓库目录里跑。",
    "你说的是 `{cmd}`。建议直接贴在电脑盖上，省得再问。",
]
ZH["id_what"] = ["区域赛报名", "零件订单", "酒店团订", "大巴预订", "坏掉的电机控制器的售后工单",
                 "赞助发票", "铝材采购单", "场地道具快递", "候补工单", "分区赛报名", "电池订单",
                 "裂了的聚碳板的保险理赔"]
ZH["id_pre"] = ["BM-", "FP-", "CG-", "GD-", "YD-", "SH-", "DD-", "KD-", "JD-", "SQ-"]
ZH["id_t"] = [
    "{what}的编号是{id}",
    "{what}确认号：{id}",
    "{id}——这是{what}，存一下",
    "贴过来免得丢了：{what} -> {id}",
    "如果他们打电话来，{what}的单号是{id}",
    "邮件来了，{what}通过了，编号{id}，总算",
    "翻了半天才找到，{what}在{id}下面",
]
ZH["id_a"] = [
    "我在邮箱里找到了：{what}的编号是{id}，要不要放进出行表？",
    "{what}的确认邮件上写的是{id}，打电话的时候备着。",
]
ZH["svc"] = ["Limelight网页", "摄像头推流", "NetworkTables", "侦察App服务器", "仪表盘websocket",
             "PhotonVision界面", "工坊打印服务器", "协处理器的ssh隧道", "维修区电脑上的日志查看器",
             "比赛视频中转"]
ZH["port_t"] = [
    "{svc}用的是{port}端口，不是默认的",
    "{svc}端口是{port}，学生改了也不说一声",
    "跟你说下，{svc}现在监听{port}",
    "为了{svc}在学校防火墙开了{port}，信息中心的老师很不高兴哈哈",
    "{svc} -> {port}，白板上也写一下",
    "原来{svc}只有走{port}端口才行，谁知道啊",
]
ZH["port_a"] = [
    "看起来{svc}换到{port}端口了，仪表盘配置也得跟着改。",
    "如果{svc}打不开，检查一下是不是连的{port}，协处理器开的是这个。",
]
ZH["sw"] = ["WPILib", "roboRIO镜像", "控制台软件", "电机控制器固件", "REVLib", "无线网桥固件",
            "PathPlanner", "我们的侦察App", "检录清单文档", "队伍手册", "Limelight系统", "AdvantageScope"]
ZH["ver_t"] = [
    "热身赛前{sw}要升到{ver}",
    "现在{sw}是{ver}了，终于更新了",
    "记一下：比赛电脑上的{sw}版本是{ver}",
    "检录要求{sw}至少{ver}",
    "{sw}退回到{ver}了，新的把自动阶段搞坏了",
    "当前{sw}：{ver}。别让任何人“好心”去升级",
]
ZH["ver_a"] = [
    "看你发的截图，{sw}是{ver}，下次比赛前我建议别动它。",
    "查了一下：{sw}显示{ver}，就是上次更新晚学生装的那个。",
]
ZH["money_item"] = ["信用社给的赞助", "这个赛季的零件预算", "区域赛报名费", "酒店定金", "新电池",
                    "机加工厂的捐款", "义卖的收入", "包车费", "工程公司的资助", "队服", "场地道具的木料"]
ZH["money_t"] = [
    "{item}一共{amt}",
    "{item}：{amt}，就这个数",
    "提醒一下{item}是{amt}，跟我跟家委会说的不一样",
    "{item}含税最后{amt}，唉",
    "预算表里{item}填{amt}",
    "刚收到回复，{item}要{amt}",
    "{item}要{amt}？？真的假的",
]
ZH["money_a"] = [
    "{item}我按{amt}记进预算表了，剩余那一栏会紧一点。",
    "那封邮件附的发票上，{item}是{amt}。",
]
ZH["event"] = ["开幕日", "区赛", "在初中部的热身赛", "代码冻结", "赞助商展示会", "检录预演",
               "报名截止", "家长会", "洗车义卖", "省赛", "机器人发布日", "安全培训"]
ZH["date_t"] = [
    "{event}是{date}",
    "日程：{event}在{date}",
    "{event}又改到{date}了，果然",
    "记得{event}＝{date}",
    "{date}是{event}，跟家长说一声",
    "刚确认，{event}定在{date}",
    "{event}截止：{date}，他们说不延期",
]
ZH["date_a"] = [
    "主办方邮件里说{event}在{date}，我建议提前一周提醒。",
    "我看了日历邀请，{event}是{date}。",
]
ZH["decision"] = [
    ("改用舵轮底盘", "学生们已经把模块做出来了"),
    ("不去第二场区域赛", "车费会把零件预算吃光"),
    ("机器人代码改用Python", "新来的编程同学只会Python"),
    ("买一个备用roboRIO", "去年因为它坏了输掉一整场"),
    ("制作晚改到周二", "周四体育馆被占了"),
    ("让高二的同学当操作手", "高三那周要模考"),
    ("在便宜那家下单", "另一家发货要三周"),
    ("保留旧的吸取机构", "新的遇到变形的球就卡"),
    ("家长会改成线上开", "一半家长开车过来不方便"),
    ("用学校的车接送", "保险规定变了"),
    ("出行队员限十四人", "酒店只订到四间房"),
    ("重做保险杠", "热身赛时布料撕破了"),
    ("搞一次洗车义卖", "赞助款又拖了"),
    ("淘汰旧电池", "有两块没通过负载测试"),
    ("导师轮流值班", "每次都只剩我一个人在工坊"),
    ("周五冻结代码", "临时改动每次都把自动阶段搞坏"),
    ("这赛季不做攀爬机构", "太占制作时间了"),
    ("租练习场地", "食堂地面太滑了"),
]
ZH["dec_t"] = [
    "决定了，{choice}，因为{reason}。",
    "最后定下来：{choice}。原因很简单，{reason}",
    "跟几个导师商量过了，{choice}，毕竟{reason}",
    "我拍板了：{choice}——说实话{reason}",
    "{choice}吧。为啥？{reason}呗",
    "这事就这么定：{choice}，{reason}，没办法",
    "吵了半天，结论是{choice}。{reason}，不想再争了",
]
ZH["constraint"] = [
    "任何人不准单独用带锯", "进工坊前必须戴护目镜", "电池不许过夜无人充电", "比赛周不要升级固件",
    "只有导师可以碰车床", "没有代码审查不准推到main", "不要把学生的手机号给外人",
    "家长没签同意书不能接送", "工作台上不准吃东西", "赞助费要两个人签字才能花",
    "使能前必须大喊一声clear", "发布日之前不要发机器人照片", "工坊里必须穿不露脚趾的鞋",
    "烙铁用完一定要拔插头", "钻床必须有人在旁边看着", "没有大人在场学生不能进工坊",
]
ZH["con_t"] = [
    "新规定：{rule}。",
    "定个长期规矩，记下来：{rule}",
    "麻烦提醒所有人——{rule}",
    "以后{rule}，没得商量",
    "整个赛季的硬规定：{rule}",
    "开幕那天我要是忘了说：{rule}",
    "今天差点出事，所以从现在起{rule}",
]
ZH["question"] = [
    "维修区胸牌能不能转给别的学生", "场馆有没有练习场", "备用保险杠允许带几套",
    "家长能不能跟着坐队里的大巴", "赞助商logo是不是两面都要贴", "维修区能不能开自己的wifi",
    "要不要自带灭火器", "区赛积分能不能累计", "志愿者的午饭谁管", "电池车算不算维修区面积",
    "晚报名要不要多交钱", "候补名单的顺序怎么定", "学校的车要不要专门的驾照",
    "能不能带3D打印机进维修区", "场地CAD什么时候公布", "维修区里能不能焊接",
]
ZH["q_t"] = [
    "随便问一句，你知道{q}吗？",
    "能帮我查一下{q}吗，不急",
    "到底有没有人知道{q}",
    "一直在想{q}……",
    "问你个事：{q}？",
    "还是不清楚{q}，唉",
    "提醒我问主办方{q}",
]
ZH["short"] = [
    "课间，就四分钟", "又消防演习", "回来了", "学生又在吵吸取机构怎么设计了哈哈", "午饭值班，等下",
    "扎带到了吗？算了找到了", "在监考，没法说", "手机快没电了", "第三杯咖啡了", "高一的发现了标签机，救命",
    "不好意思，打铃了", "有人把空压机开了一整个周末", "走廊值班，问个事", "校长路过工坊问我们是不是在造坦克哈哈",
    "呼", "说到哪了", "等下，家长来邮件了", "稍等", "胸卡又忘带了", "代课教案总算写完了",
    "气动组那个孩子带了甜甜圈，原谅他了", "又下雨，没法在外面测试", "今晚还得批实验报告",
    "工坊一股电机烧焦的味道，不妙", "算了我想明白了", "哈，好", "谢了", "行", "可以", "嗯嗯", "晚点看",
]
ZH["checklist"] = [
    "底盘齿轮箱上油", "吸取滚轮重新穿线", "保险杠队号重新烫", "电池标签更新", "CAN总线加终端电阻",
    "无线网桥用扎带固定远离电机", "气路漏气测试", "总开关方便按到", "所有线都贴了标签",
    "备用舵轮模块装好", "限位开关测试", "编码器归零", "维修区推车轮胎打气", "工具箱清点",
    "急救包补货", "侦察平板充电", "备用链条和接头装袋", "扎带盒补满", "聚碳板擦干净",
    "带保险杠称重", "代码推送并打tag", "控制台电脑关掉自动更新", "队旗打包", "插线板测试",
]
ZH["inspect"] = [
    "保险杠：通过，但四角要再加垫", "车架周长：通过", "重量：通过，余量不多", "电池固定：不通过，绑带松了",
    "锐边：吸取臂上两处，当场锉掉了", "无线网桥位置：通过", "总开关：开口要再大一点",
    "气动：泄压阀设置正确", "线径：通过", "状态灯可见：通过", "伸展限制：临界，要重新量",
    "两侧队号可见：通过", "松动零件：有个螺栓没螺母",
]
ZH["email"] = [
    "各位指导老师好：\n\n感谢报名本赛季的比赛。请确保每位学生在进场前都已提交家长同意书和免责声明。维修区现场分配，同一排内先到先得。\n\n提醒：机器人必须先通过检录才能参加练习赛。",
    "各位导师：\n\n我们还在招募场地复位、候场引导和签到台的志愿者。如果贵队有家长能来帮忙，哪怕半天也好，请通过志愿者系统报名。\n\n感谢大家的付出！",
    "老师您好：\n\n提醒一下，系统里的队员名单很快就要锁定了，不在名单上的学生不能进入维修区。另外请确认所有成年导师都已完成安全审核。\n\n赛事运营组",
    "各参赛队：\n\n场馆要求不要带比过道还宽的推车入场，所有电池必须放在维修区，不能留在车里。拖车只能停在后面的停车场。\n\n到时见！",
]
ZH["parent_mail"] = [
    "老师好，孩子说制作晚经常弄到很晚，有没有固定的接送时间？辛苦您了。",
    "老师，比赛那个周末要是需要送饭我可以帮忙，您看孩子们爱吃什么。去年送的饺子大家都说好。",
    "老师，我女儿没选上操作手挺难过的。我知道您有考虑，就是想跟您说一声她这几天情绪不太好。",
    "请问机器人社团还需要人帮忙做网站吗？我工作就是做这个的，可以抽几个小时。",
]
ZH["night_open"] = [
    "好，长消息来了，刚到家。", "孩子睡了，补一下机器人的事。", "深夜刷屏，别嫌我烦。",
    "家里终于安静了，把脑子里的事都倒出来。", "有点长，但我想放在一个地方。", "贴一堆东西给你存着。",
]
ZH["rant"] = [
    "今天制作晚还行。吸取机构终于能稳定抓到球了，但手臂伸到最长还是晃，学生们老想加配重解决，而不是把安装座加固。",
    "半个晚上都在调解CAD组和制作组，吵的是图纸和实物哪个算准。答案是实物，因为它真的存在。",
    "新同学都很好，就是不知道东西放哪，工坊跟被龙卷风刮过一样。赛季忙起来之前得好好整理一次。",
    "自动阶段连续跑了三次都没问题，第四次直接撞墙。谁都没改东西。我怀疑机器人闹鬼。",
    "预算会很紧。零件目前还好，可怕的是出行那一栏。我宁可砍掉一个花哨的机构也不想让学生留在家里。",
    "今年家长们真的很给力。有人不打招呼就送来披萨，孩子们高兴得跟过年一样。",
    "操作手练习不太顺，老是修正过头。我觉得应该多在练习地毯上跑，少在白板前争论。",
    "还得想办法让高三的把会的东西写下来再毕业。每年都会走掉一个唯一懂气动的人。",
]
ZH["ack"] = ["好的。", "记下了。", "收到，已保存。", "明白。", "有道理。", "听起来今天挺累的。", "哈哈，好。",
             "知道了。", "马上办。"]
ZH["para"] = [
    "关于制作进度，比较有效的做法是每周固定一个“整合晚”，那天不开新活，只接线、测试、修已有的部分。这样不会出现每个小组都说自己那块做完了、但整车没人管的情况。",
    "手臂晃的问题：加配重通常只会让摆动变慢，不会变小。把转轴加固（加一块轴承板或者在管子上加三角撑）再调一下前馈，比加多少配重都管用。",
    "新同学多的话，给零件箱贴标签、规定最后十分钟收拾，效果很好。每个小组负责一层架子，工坊就不用你每晚盯着。",
    "自动阶段没改代码却偶尔失败，常见原因是编码器松了导致里程计漂移、比赛开始时陀螺仪没归零，或者掉电让电机控制器中途重启。看一下比赛日志就知道是哪个。",
    "出行费用方面，可以请家委会单独设一个出行基金，别跟零件抢钱。赞助商一般对“送六个学生去参加省赛”这种具体的请求反应更积极。",
    "操作手训练建议用短的结构化练习（循环时间、躲防守、练习场计时一圈），比随便开效果好。录下来还能拿给操作手看，省得争论刚才发生了什么。",
    "经验传承的话，每个机构写一页“原理和维护”，由做它的高三学生写、一个高一学生照着做一遍来检验，基本就够了。封线之前拍的接线照片特别宝贵。",
    "跟家长沟通，每周发一次简报会省很多事：做了什么、接下来做什么、需要什么帮助。零散的邮件会少很多。",
    "维修区用纸质清单贴在推车上比任何电子的都好用，比赛间隙没人腾得出手拿平板。",
    "招志愿者的时候，说得具体家长更愿意答应：什么岗位、什么时间段、具体做什么。“周六上午场地复位”比“我们需要人帮忙”报名的多得多。",
    "学生在设计上意见不合的话，用纸板和木头快速做个原型比一比，比在白板前再吵一轮快多了。让机器人来决定。",
    "电池最好有一套自己的管理办法：编号、每次充电记录、按固定标准淘汰。很多莫名其妙的比赛故障最后都是电池老化。",
]
ZH["close"] = ["要不要我把这些整理成清单？", "需要的话我帮你起草一封给家长的邮件。", "早点休息！",
               "要的话我可以把这些放进每周简报。", "今天还有别的事吗？", "下次制作晚我可以帮你排一下。", ""]
ZH["sidestep"] = ["这个我现在没有可靠的来源，就不乱猜了。", "这个我不想瞎猜。", "这个先放着，我不编答案。"]
ZH["joiner"] = ["，还有，", "。另外，", "\n", "——对了，", "。另一件事，"]
ZH["embed"] = ["另外记一下：", "趁我还没忘：", "最后一件事——", "附：", "顺便："]
ZH["night_labels"] = ["制作清单（今晚）", "检录预演记录", "主办方转发：", "家长发来的："]
ZH["tools"] = [
    ("search_email", {"query": "志愿者"}, "3条结果：\n- 回复：周末志愿者报名\n- 场地复位的问题\n- 赛事组的感谢信"),
    ("search_email", {"query": "家委会"}, "2条结果：\n- 家委会会议纪要\n- 回复：制作晚的零食安排"),
    ("read_sheet", {"sheet": "零件库存", "range": "A1:C8"}, "零件 | 数量 | 位置\n六角轴 | 6 | B架\n轴承 | 40 | 12号箱\n电机 | 3 | 2层\n链条 | 2盒 | 7号箱\n聚碳板 | 1 | 墙边\n扎带 | 很多 | 1号箱"),
    ("read_sheet", {"sheet": "接送", "range": "A1:B6"}, "司机 | 座位\n家长甲 | 4\n家长乙 | 6\n家长丙 | 3\n导师的面包车 | 7"),
    ("web_search", {"q": "舵轮模块 保养"}, "搜索结果：\n1. 舵轮保养清单 - 论坛\n2. 锥齿轮多久上一次油？\n3. 舵轮常见故障和修法"),
    ("web_search", {"q": "学校工坊 电池 存放 安全"}, "搜索结果：\n1. 学校创客空间电池安全指南\n2. 铅酸电池存放注意事项\n3. 充电推车制作"),
    ("calendar_list", {"days": 7}, "周一 - 放学后教研会\n周二 - 制作晚\n周三 - 接送值班\n周四 - 体育馆被占\n周六 - 上午开放工坊"),
    ("run_shell", {"cmd": "git status"}, "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"),
]
ZH["tool_after"] = [
    "邮箱里有三封志愿者相关的：报名、场地复位的问题和一封感谢信，今晚都不用回。",
    "家委会有两封：会议纪要和制作晚零食安排，零食那封里有个问题你可能要回一下。",
    "库存还行：轴承和扎带很多，聚碳板只剩一块，架子上还有三个电机。",
    "接送表上有四个司机，算上导师的面包车一共二十个座位。",
    "大多是通用建议，不过那个保养清单可以打印出来贴在工坊。",
    "创客空间那份电池安全指南最有用，讲了充电推车和远离出口存放。",
    "你这周挺正常：周二制作晚，周四体育馆被占，周六上午开放工坊。",
    "仓库是干净的，跟main同步，机器人上的就是推上去的代码。",
]
ZH["tool_user"] = ["帮我看下邮箱里志愿者那封", "家委会有没有发邮件来？", "库存表怎么说", "接送表上一共有几个座位",
                   "搜一下舵轮保养", "查一下学校工坊电池存放的规定", "我这周日程是什么", "看下代码仓库干不干净"]
ZH["ask"] = {
    "name": ["{role}是谁来着？", "提醒我一下{role}是哪位，一下想不起来", "我们说的{role}是谁"],
    "command": ["那个命令是什么来着，学生在问", "值电脑班的孩子要那条命令，是哪条", "上周那个事要敲什么来着"],
    "id": ["{what}有编号吗？", "{what}的确认邮件在哪", "帮我在邮箱里找一下{what}"],
    "port": ["维修区电脑上{svc}打不开", "{svc}是哪个端口来着", "学生连不上{svc}"],
    "version": ["我们现在{sw}是哪个版本", "{sw}是最新的吗？", "{sw}版本号你知道吗"],
    "money": ["{item}是多少来着", "{item}我们记的多少", "{item}的数你有吗"],
    "date": ["{event}是哪天来着", "{event}最后确认了吗？", "{event}是什么时候"],
}
ZH["cmd"] = EN["cmd"]
ZH["cmd_gen"] = EN["cmd_gen"]

CMD_WORDS = ["scrimmage", "district", "worlds", "week3", "week5", "bumpers", "intake", "climber",
             "vision", "kickoff", "regional", "states"]


def typo(rng, text, rate):
    """Occasionally swap two letters inside one plain word (never touches placeholders)."""
    if rng.random() > rate:
        return text
    words = text.split(" ")
    cands = [i for i, w in enumerate(words) if w.isalpha() and w.isascii() and len(w) > 4]
    if not cands:
        return text
    i = rng.choice(cands)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


class Builder:
    def __init__(self, seed, attempt, lang, per_kind):
        self.rng = random.Random(seed * 7919 + attempt * 104729)
        self.lang = lang
        self.P = EN if lang == "en" else ZH
        self.per_kind = per_kind
        self.needles = []  # all chosen needles so far

    # -- value generation ------------------------------------------------------------------
    def ok_needle(self, s):
        for n in self.needles:
            if s in n or n in s:
                return False
        return True

    def pick(self, gen):
        for _ in range(500):
            v = gen()
            if self.ok_needle(v):
                self.needles.append(v)
                return v
        raise RuntimeError("could not pick a unique needle")

    def make_facts(self):
        r, P, zh = self.rng, self.P, self.lang == "zh"
        facts = []
        k = self.per_kind
        team = r.randint(1000, 9999)

        def one(kind, needles, text, role="user"):
            f = {"kind": kind, "needles": needles, "text": text, "role": role}
            if role == "assistant":
                f["ask"] = r.choice(P["ask"][kind]).format(**self.last_kw)
            facts.append(f)

        def tmpl(kind_t, kind_a, allow_a=True, **kw):
            self.last_kw = kw
            if allow_a and kind_a and r.random() < 0.22:
                return r.choice(P[kind_a]).format(**kw), "assistant"
            t = r.choice(P[kind_t])
            if not zh:
                t = typo(r, t, 0.15)
            return t.format(**kw), "user"

        roles = r.sample(P["role"], len(P["role"]))
        for i in range(k):
            if zh:
                nm = self.pick(lambda: r.choice(ZH["sur"]) + r.choice(ZH["given"]))
            elif r.random() < 0.3:
                nm = self.pick(lambda: r.choice(EN["first"]))
            else:
                nm = self.pick(lambda: r.choice(EN["first"]) + " " + r.choice(EN["last"]))
            t, role = tmpl("name_t", "name_a", name=nm, role=roles[i % len(roles)])
            one("name", [nm], t, role)
        for i in range(k):
            def gcmd():
                if r.random() < 0.5:
                    return r.choice(P["cmd"])
                return r.choice(P["cmd_gen"]).format(a=team // 100, b=team % 100, team=team,
                                                      w=r.choice(CMD_WORDS))
            c = self.pick(gcmd)
            t, role = tmpl("cmd_t", "cmd_a", cmd=c)
            one("command", [c], t, role)
        whats = r.sample(P["id_what"], len(P["id_what"]))
        for i in range(k):
            def gid():
                p = r.choice(P["id_pre"])
                if r.random() < 0.4:
                    return p + "2026-" + str(r.randint(1000, 9999))
                if r.random() < 0.3:
                    return p + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + str(r.randint(10000, 99999))
                return p + str(r.randint(10000, 999999))
            v = self.pick(gid)
            t, role = tmpl("id_t", "id_a", what=whats[i % len(whats)], id=v)
            one("id", [v], t, role)
        svcs = r.sample(P["svc"], len(P["svc"]))
        for i in range(k):
            def gport():
                c = r.random()
                if c < 0.3:
                    return str(r.randint(5800, 5810))
                if c < 0.45:
                    return str(r.randint(1180, 1190))
                return str(r.randint(2000, 49999))
            v = self.pick(gport)
            t, role = tmpl("port_t", "port_a", svc=svcs[i % len(svcs)], port=v)
            one("port", [v], t, role)
        sws = r.sample(P["sw"], len(P["sw"]))
        for i in range(k):
            def gver():
                c = r.random()
                if c < 0.3:
                    return "2026.%d.%d" % (r.randint(1, 4), r.randint(1, 19))
                if c < 0.6:
                    return "v%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 40))
                if c < 0.8:
                    return "%d.%d.%d-beta%d" % (r.randint(1, 25), r.randint(0, 9), r.randint(0, 9), r.randint(1, 6))
                return "%d.%d" % (r.randint(2, 30), r.randint(10, 99))
            v = self.pick(gver)
            t, role = tmpl("ver_t", "ver_a", sw=sws[i % len(sws)], ver=v)
            one("version", [v], t, role)
        items = r.sample(P["money_item"], len(P["money_item"]))
        for i in range(k):
            def gmoney():
                n = r.choice([r.randint(12, 99) * 10, r.randint(60, 1600) * 5, r.randint(1, 16) * 500])
                if zh:
                    f = r.random()
                    if f < 0.5:
                        return "%d元" % n
                    if f < 0.75:
                        return "%d块" % n
                    return "¥{:,}".format(n)
                if r.random() < 0.12:
                    return "${:,}.{:02d}".format(n // 10, r.randint(1, 99))
                return "${:,}".format(n)
            v = self.pick(gmoney)
            t, role = tmpl("money_t", "money_a", item=items[i % len(items)], amt=v)
            one("money", [v], t, role)
        events = r.sample(P["event"], len(P["event"]))
        for i in range(k):
            def gdate():
                mi = r.randrange(len(EN["months"]))
                full, short = EN["months"][mi]
                mnum = [1, 2, 3, 4, 12][mi]
                d = r.randint(2, 28)
                if zh:
                    return r.choice(["%d月%d日" % (mnum, d), "%d月%d号" % (mnum, d), "%d月%d日晚上" % (mnum, d)])
                suf = "th" if 10 <= d <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
                wd = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][r.randrange(7)]
                return r.choice(["%s %d" % (full, d), "%s %d%s" % (short, d, suf), "%s the %d%s" % (wd, d, suf),
                                 "%d/%d" % (mnum, d), "%s %s %d" % (wd[:3], short, d)])
            v = self.pick(gdate)
            t, role = tmpl("date_t", "date_a", event=events[i % len(events)], date=v)
            one("date", [v], t, role)
        decs = r.sample(P["decision"], len(P["decision"]))
        for i in range(k):
            ch, rs = decs[i % len(decs)]
            if i >= len(decs):
                raise RuntimeError("PER_KIND too large for decision pool")
            self.needles += [ch, rs]
            t = r.choice(P["dec_t"])
            if not zh:
                t = typo(r, t, 0.1)
            one("decision", [ch, rs], t.format(choice=ch, reason=rs))
        cons = r.sample(P["constraint"], min(k, len(P["constraint"])))
        for i in range(k):
            c = cons[i]
            self.needles.append(c)
            one("constraint", [c], r.choice(P["con_t"]).format(rule=c))
        qs = r.sample(P["question"], min(k, len(P["question"])))
        for i in range(k):
            q = qs[i]
            self.needles.append(q)
            one("question", [q], r.choice(P["q_t"]).format(q=q))
        return facts

    # -- filler ----------------------------------------------------------------------------
    def short(self):
        r, P = self.rng, self.P
        s = r.choice(P["short"])
        if r.random() < 0.25:
            s = s + (" " if self.lang == "en" else "，") + r.choice(P["short"])
        return typo(r, s, 0.1) if self.lang == "en" else s

    def night_paste(self):
        r, P = self.rng, self.P
        zh = self.lang == "zh"
        parts = [r.choice(P["night_open"])]
        kind = r.randrange(5)
        if kind == 0:
            items = r.sample(P["checklist"], r.randint(6, 11))
            lines = [("[x] " if r.random() < 0.6 else "[ ] ") + it for it in items]
            parts.append(P["night_labels"][0] + "\n" + "\n".join(lines))
        elif kind == 1:
            items = r.sample(P["inspect"], r.randint(5, 9))
            parts.append(P["night_labels"][1] + "\n" + "\n".join("- " + it for it in items))
        elif kind == 2:
            parts.append(P["night_labels"][2] + "\n\n> " + r.choice(P["email"]).replace("\n", "\n> "))
        elif kind == 3:
            parts.append(P["night_labels"][3] + "\n\n\"" + r.choice(P["parent_mail"]) + "\"")
        else:
            pass
        for x in r.sample(P["rant"], r.randint(1, 3)):
            parts.append(x)
        return parts

    def reply(self, long, question=False):
        r, P = self.rng, self.P
        sep = " " if self.lang == "en" else ""
        out = [r.choice(P["ack"])]
        if question:
            out[0] = out[0] + sep + r.choice(P["sidestep"])
        n = r.randint(2, 4) if long else r.choice([0, 0, 1, 1, 2])
        paras = r.sample(P["para"], n)
        if n:
            out += paras
        if long and r.random() < 0.5:
            items = r.sample(P["checklist"], 3)
            out.append("\n".join("- " + i for i in items))
        c = r.choice(P["close"])
        if c:
            out.append(c)
        return "\n\n".join(out)

    # -- conversation ----------------------------------------------------------------------
    def build(self):
        r, P = self.rng, self.P
        zh = self.lang == "zh"
        facts = self.make_facts()
        # spread every kind over the whole conversation: the j-th fact of a kind sits near j/k
        r.shuffle(facts)
        seen = {}
        for f in facts:
            j = seen.get(f["kind"], 0)
            seen[f["kind"]] = j + 1
            f["_pos"] = (j + r.random()) / self.per_kind
        facts.sort(key=lambda f: f["_pos"])
        # group: assistant facts stay alone; ~20% of user facts merged pairwise
        units = []
        i = 0
        while i < len(facts):
            f = facts[i]
            if (f["role"] == "user" and i + 1 < len(facts) and facts[i + 1]["role"] == "user"
                    and f["kind"] != "question" and r.random() < 0.2):
                units.append([f, facts[i + 1]])
                i += 2
            else:
                units.append([f])
                i += 1
        nunits = len(units)
        target = max(130, min(280, int(nunits * r.uniform(2.1, 2.6))))
        target = min(target, 280)

        rows = []
        self.t = datetime(2026, 11, 20, 7, 40, r.randint(0, 59))
        days = 9
        msgs_per_day = max(10, target // days)
        self.count = 0
        self.callno = 0

        def stamp():
            return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

        def adv(minutes):
            self.t += timedelta(minutes=minutes, seconds=r.randint(0, 59))

        def msg(role, text):
            self.count += 1
            rows.append({"v": 2, "id": "msg_bl%d" % (len(rows) + 1), "createdAt": stamp(),
                         "item": {"type": "message", "role": role, "content": text},
                         "meta": {"uiRole": role}})
            adv(r.randint(1, 6))

        def tool(name, args, output):
            self.callno += 1
            cid = "call_bl%d" % self.callno
            rows.append({"v": 2, "id": "msg_bl%d" % (len(rows) + 1), "createdAt": stamp(),
                         "item": {"type": "function_call", "callId": cid, "name": name,
                                  "arguments": json.dumps(args, ensure_ascii=False)}, "meta": {}})
            rows.append({"v": 2, "id": "msg_bl%d" % (len(rows) + 1), "createdAt": stamp(),
                         "item": {"type": "function_call_result", "callId": cid, "name": name,
                                  "status": "completed", "output": output}, "meta": {}})
            adv(1)

        def unit_text(u):
            if len(u) == 1:
                return u[0]["text"]
            return u[0]["text"] + r.choice(P["joiner"]) + u[1]["text"]

        ui = 0
        day = 0
        while ui < nunits or self.count < target:
            # daytime: a few bursts
            remaining_units = nunits - ui
            remaining_msgs = max(1, target - self.count)
            p_fact = min(0.95, remaining_units * 1.6 / remaining_msgs)
            days_left = max(1, (datetime(2026, 11, 30) - self.t).days)
            per_day = max(8, remaining_msgs // days_left)
            nbursts = max(2, min(9, int(round((per_day - 3) / 3.0)) + r.randint(-1, 1)))
            gap = 600 // nbursts
            for burst in range(nbursts):
                nuser = r.randint(1, 3)
                had_q = False
                for _ in range(nuser):
                    if ui < nunits and (r.random() < p_fact or self.count >= target):
                        u = units[ui]
                        ui += 1
                        if u[0]["role"] == "assistant":
                            msg("user", u[0]["ask"])
                            msg("assistant", u[0]["text"])
                            break
                        had_q = had_q or any(f["kind"] == "question" for f in u)
                        msg("user", unit_text(u))
                    else:
                        msg("user", self.short())
                else:
                    if r.random() < 0.15:
                        ti = r.randrange(len(P["tools"]))
                        nm, args, out = P["tools"][ti]
                        msg("user", P["tool_user"][ti])
                        tool(nm, args, out)
                        msg("assistant", P["tool_after"][ti])
                    else:
                        msg("assistant", self.reply(False, had_q))
                adv(r.randint(gap // 3, gap // 2 + 5))
            # night: long message(s)
            if self.t.hour < 21 and self.t.day == (self.t - timedelta(hours=3)).day:
                self.t = self.t.replace(hour=21, minute=r.randint(0, 50))
            for _ in range(r.randint(1, 2)):
                parts = self.night_paste()
                had_q = False
                if ui < nunits and r.random() < min(0.9, p_fact + 0.2):
                    u = units[ui]
                    if u[0]["role"] == "user":
                        ui += 1
                        had_q = any(f["kind"] == "question" for f in u)
                        parts.insert(r.randint(1, len(parts)), r.choice(P["embed"]) + unit_text(u))
                msg("user", "\n\n".join(parts))
                if r.random() < 0.25:
                    ti = r.choice([0, 1, 6])
                    nm, args, out = P["tools"][ti]
                    tool(nm, args, out)
                msg("assistant", self.reply(True, had_q))
            day += 1
            nxt = (self.t + timedelta(days=1)).replace(hour=7, minute=r.randint(30, 59))
            if nxt < datetime(2026, 11, 30, 0, 0) and nxt > self.t:
                self.t = nxt
            else:
                adv(20)
        return rows, facts


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    return it.get("arguments", "") + "\n" + it.get("output", "")


def check(rows, facts):
    texts = [row_text(rw) for rw in rows]
    alln = [n for f in facts for n in f["needles"]]
    if len(set(alln)) != len(alln):
        return "duplicate needle"
    for a in alln:
        for b in alln:
            if a != b and a in b:
                return "needle %r inside %r" % (a, b)
    for f in facts:
        hits = None
        for n in f["needles"]:
            rs = [i for i, t in enumerate(texts) if n in t]
            if len(rs) != 1:
                return "needle %r in %d rows" % (n, len(rs))
            if hits is not None and rs[0] != hits:
                return "needles of one fact in different rows"
            hits = rs[0]
            if rows[hits]["item"]["type"] != "message":
                return "needle in tool row"
    nmsg = sum(1 for rw in rows if rw["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return "message count %d" % nmsg
    ts = [rw["createdAt"] for rw in rows]
    if ts != sorted(ts) or ts[-1] >= "2026-11-30T12:00:00Z":
        return "timestamps"
    return None


def build_conversation(seed, lang, per_kind):
    for attempt in range(200):
        try:
            b = Builder(seed, attempt, lang, per_kind)
            rows, facts = b.build()
        except RuntimeError:
            continue
        if check(rows, facts) is None:
            return rows, facts
    sys.exit("could not build a valid conversation for seed %d" % seed)


def run(okbot, root, args, stdin=None):
    env = dict(os.environ)
    env["OKBOT_HOME"] = root
    env["OKBOT_NOW"] = "2026-11-30T12:00:00Z"
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def find_summaries(obj):
    out = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "summary" and isinstance(v, str):
                out.append(len(v))
            else:
                out += find_summaries(v)
    elif isinstance(obj, list):
        for v in obj:
            out += find_summaries(v)
    return out


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    roots = []
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        rows, facts = build_conversation(seed, lang, per_kind)
        root = os.path.join(os.path.abspath(workdir), "root-%d" % seed)
        roots.append(root)
        if os.path.exists(root):
            import shutil
            shutil.rmtree(root)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batch, nm, comps = [], 0, 0
        for i, rw in enumerate(rows):
            batch.append(rw)
            if rw["item"]["type"] == "message":
                nm += 1
            if (rw["item"]["type"] == "message" and nm % 25 == 0) or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"],
                    "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                run(okbot, root, ["compress", "-a", "Writer", "--now"])
                comps += 1
                batch = []
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in sorted(facts, key=lambda f: KINDS.index(f["kind"])):
            ok = all(n in ctx for n in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, lang, nm, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for m in missing:
            print(m)
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        print("kind %s %d/%d %.1f" % (k, tot[k][0], tot[k][1], 100.0 * tot[k][0] / max(1, tot[k][1])))
    print("retention overall %.1f" % (100.0 * allk / max(1, alln)))
    mx = 0
    for root in roots:
        for dp, dn, fn in os.walk(root):
            if "session-summary.json" in fn:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        mx = max([mx] + find_summaries(json.load(fh)))
                except (OSError, ValueError):
                    pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()
