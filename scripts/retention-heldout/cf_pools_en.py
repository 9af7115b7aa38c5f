# English material for held-out set "cf" (esports team manager).

TEAMS = ["Nightjar", "Copperline", "Vanta Wolves", "Hollowpoint", "Redline Ravens", "Static Owls"]
LEAGUES = [("Nordic Challenger League", "NCL", "ncl-esports.gg"),
           ("Baltic Pro Series", "BPS", "balticpro.gg"),
           ("Central Cup", "CCUP", "centralcup.events"),
           ("EU Dev League", "EDL", "eudev.gg")]
SPONSORS = ["Zyro Energy", "Kestrel Peripherals", "NordVolt", "Glint Chairs", "Halcyon VPN"]
CITIES = ["Porto", "Gdansk", "Tallinn", "Aarhus", "Ljubljana"]
OPPONENTS = ["Valkyrie Five", "Ironclad", "Saturn Gaming", "Pale Horse", "BLK Wolves", "Eclipse.gg",
             "Lowkey Academy", "Mirage Kings", "Troll Bridge", "OFFSET"]
MAPS = ["mirage", "inferno", "nuke", "ancient", "anubis", "dust2", "train"]
HANDLES = ["vexo", "kiwi", "brisk", "m1lo", "ropzfan", "shy", "deko", "tazz", "frostbyte", "nyx"]
DISCORD_NICKS = ["coach_dre", "vexo", "kiwi", "brisk", "m1lo", "deko", "tazz", "analyst_pim", "nyx"]

NAMES = [("Mateusz Kowalczyk", "matek"), ("Jonas Lindqvist", "jnz"), ("Rafael Moura", "rafa"),
         ("Kim Do-hyun", "dohyun"), ("Théo Marchand", "theoo"), ("Aleksi Virtanen", "aleksi"),
         ("Emil Sørensen", "emzy"), ("Lukas Brandt", "brandtt"), ("Daniel Okafor", "okaf"),
         ("Ivan Petrov", "ivn"), ("Tomás Herrera", "tomz"), ("Park Ji-ho", "jiho"),
         ("Oskar Nilsson", "osk"), ("Marek Dvořák", "mrk"), ("Samuel Achterberg", "sama"),
         ("Nikolai Berg", "nikb"), ("Yusuf Demir", "ysf"), ("Callum Reid", "calr"),
         ("Ana Ferreira", "anaf"), ("Greta Holm", "greta_admin"), ("Pieter de Wit", "pdw"),
         ("Hannah Kessler", "hkess"), ("Bartosz Zieliński", "bartz"), ("Lee Seung-min", "smin")]
ROLES = ["new analyst", "trial rifler", "sub", "awper we're looking at", "assistant coach",
         "TO admin for our group", "sponsor manager", "house host for the bootcamp", "physio",
         "league referee", "head of the caster desk", "visa agent", "accountant", "jersey supplier rep"]

# command: (template, what it does)
COMMANDS = [
    ("docker compose -f prac-{w}.yml up -d", "bring the prac stack back up"),
    ("docker restart cs-prac-{n}", "restart the prac box"),
    ("rcon -H 10.0.{a}.{b} changelevel de_{map}", "force the map change"),
    ("sudo systemctl restart statsd-{w}", "restart the stats collector"),
    ("docker logs --tail {k}00 ac-bridge-{n}", "see the anticheat bridge logs"),
    ("tail -n {k}00 /srv/prac/logs/scrim_{n}.log", "check the scrim log"),
    ("rsync -avz demos/ ops@demo-{w}:/data/demos/wk{n}/", "push demos to the box"),
    ("./steamcmd.sh +force_install_dir /srv/cs{n} +app_update 730 validate +quit", "update the game server"),
    ("kubectl rollout restart deploy/scoreboard-{w}", "restart the scoreboard"),
    ("rcon exec scrim_{w}_{n}.cfg", "load the scrim config"),
    ("pg_dump -Fc teamstats_{w} > stats_{n}.dump", "back up the stats db"),
    ("journalctl -u anticheat-agent --since '{k} hours ago'", "check the anticheat agent"),
    ("git -C /srv/configs pull origin cfg-{w}-{n}", "pull the new configs"),
    ("ssh -i ~/.ssh/prac_{w} ops@prac{n}.team.lan", "get into the prac box"),
    ("curl -X POST http://dash.team.lan/api/refresh?team={w}{n}", "refresh the dashboard"),
    ("rcon tv_delay {k}0; rcon tv_enable 1", "turn on gotv with delay"),
]
CMD_WORDS = ["alpha", "eu", "main", "scrim", "lan", "blue", "nord", "b2", "prod", "west", "bravo", "mk2"]

IDS = [  # (what, format key)
    ("league support ticket", "TKT-{d5}"),
    ("bootcamp house booking ref", "HB-{L3}{d4}"),
    ("match id", "{lg}-M{d6}"),
    ("sponsor contract number", "SPN-26-{d3}{L1}"),
    ("peripheral order", "ORD-{d6}"),
    ("anticheat appeal", "ACA-{L4}-{d3}"),
    ("invoice", "INV-{d5}"),
    ("monitor RMA", "RMA{d7}"),
    ("flight booking code", "{L6}"),
    ("visa application ref", "VAP/{d4}/{L2}"),
    ("prize payout request", "PAY-{L2}{d5}"),
]

PORTS = [("stats dashboard", (3000, 3099)), ("practice server", (27015, 27040)),
         ("gotv relay", (27100, 27199)), ("rcon", (27200, 27299)), ("demo uploader", (8080, 8099)),
         ("grafana", (3300, 3399)), ("discord bot webhook", (9200, 9299)),
         ("scrim server #2", (27041, 27060)), ("teamspeak", (9980, 9999)), ("postgres for the stats", (5430, 5499)),
         ("ac-bridge health check", (8440, 8469))]

VERSIONS = [("anticheat client", "{a}.{b}.{c3}"), ("game client", "1.40.{b}.{a}"),
            ("stats dashboard", "v{a}.{b}.{c}"), ("discord bot", "v0.{b}.{c}"),
            ("OBS", "3{a}.{b}.{a}"), ("prac server build", "{a}.{b}.{c}-{rc}"),
            ("mouse firmware", "fw {a}.{c}.{b}"), ("league AC plugin", "{a}.{c}.{b}.{c3}"),
            ("headset firmware", "{a}.{b}{c}"), ("matchzy plugin", "{a}.{b}.{c}"),
            ("voice client", "{a}.{b}.{c3}")]

MONEY = [  # (what, currency, low, high)
    ("prize money for 2nd place", "usd", 2000, 15000), ("sponsor's monthly fee", "eur", 500, 4000),
    ("bootcamp house deposit", "eur", 800, 3000), ("flights for the five of us", "eur", 1500, 5000),
    ("coach salary per month", "eur", 1200, 3500), ("new monitors for the house", "usd", 900, 3000),
    ("jersey order", "eur", 600, 2500), ("buyout for the korean kid", "krw", 10000000, 60000000),
    ("analyst stipend", "usd", 300, 1200), ("TO's late registration fee", "usd", 100, 500),
    ("LAN hotel block", "eur", 1500, 6000), ("korean bootcamp scrim fee", "krw", 1000000, 5000000),
    ("streaming bonus from the sponsor", "usd", 200, 2000)]

DATE_WHAT = ["roster lock", "LAN check-in", "scrim block vs {opp}", "bootcamp move-in",
             "closed qualifier day 1", "media day", "sponsor photo shoot", "visa appointment for {h}",
             "contract renewal deadline", "playoff start", "jersey delivery", "bootcamp checkout",
             "showmatch vs {opp}"]
TIMES = ["19:00 CET", "18:00 GMT", "20:00 KST", "13:00 EST", "10am PST", "17:30 CET", "21:00 EET",
         "noon UTC", "9pm CET", "16:00 UTC"]

DECISIONS = [
    ("book the Porto villa", "it has a dedicated gigabit line"),
    ("drop anubis from our pool", "we went 2-9 on it since october"),
    ("move kiwi to the awp", "his reaction times were the best in the aim lab tests"),
    ("switch the prac server to the Frankfurt host", "ping for the finnish guys drops below 20"),
    ("sign the two month trial with the korean kid", "the buyout is cheaper before the roster lock"),
    ("skip the december online cup", "the boys need a week off before the LAN"),
    ("take the Zyro deal over the chair company", "they pay quarterly in advance"),
    ("keep deko as igl", "the mid-round calls fell apart without him"),
    ("scrim only in the evening block", "half the team has uni classes till 4"),
    ("hire a full-time analyst", "nobody has time to tag demos properly"),
    ("run vod review right after scrims", "people forget the rounds by next morning"),
    ("fly in two days early for the LAN", "last time jetlag cost us the first map"),
    ("use the league's jersey template", "custom ones need a 6 week approval"),
    ("stream the showmatch on our own channel", "the TO gives us the broadcast rights for free"),
    ("let the coach do all the timeouts", "the players panic when they call them"),
    ("pay the players via the club account", "the accountant wants one paper trail"),
]
DEC_TPL = [
    "ok decided: we {c}, mainly cause {r}",
    "final answer, we {c}. reason is {r}",
    "talked w coach, we'll {c} because {r}",
    "yeah screw it we {c}, {r} so no brainer",
    "gonna {c} tbh. {r}, cant argue w that",
    "decision made lol: {c}. why? {r}",
    "ok so after like an hour on call we agreed to {c} since {r}",
    "we're going to {c} — {r}, thats the main thing",
    "ok voice to text sorry so basically we decided to {c} and the reason is that {r} so yeah thats done no more discussion",
]

CONSTRAINTS = [
    ("no streaming scrims", "until our last group stage match"),
    ("only league-approved peripherals", "at the LAN venue"),
    ("the roster has to be locked", "before qualifier check-in closes"),
    ("no energy drinks except the sponsor's on camera", "during any broadcast"),
    ("nobody touches the prac server config", "without pinging me first"),
    ("no alcohol in the bootcamp house", "on nights before official matches"),
    ("everyone runs the league anticheat client", "for every official match"),
    ("no lineup screenshots on socials", "until the TO publishes the bracket"),
    ("the coach can't talk during live rounds", "except in tactical timeouts"),
    ("everyone in the voice lobby 45 min early", "on official match days"),
    ("no ranked pugs on the team accounts", "while the bootcamp is running"),
    ("the sponsor logo must be on the left sleeve", "for all broadcast matches"),
    ("no personal configs loaded from usb sticks", "on the LAN PCs"),
    ("nobody talks about prize money publicly", "before the payout is confirmed"),
    ("max two subs can be registered", "for the whole season"),
]
CON_TPL = [
    "rule reminder: {w} {s}",
    "pls make sure {w} {s}, league is super strict abt it",
    "new rule from me: {w} {s}. not negotiable",
    "{w} {s} — tell the boys again",
    "league says {w} {s}, got fined last season for this lol",
    "one more thing, {w} {s}. put it in the handbook",
    "ok important: {w} {s}!!",
    "remember {w} {s} or we get a forfeit",
    "so the thing with the league is {w} {s} and honestly i dont want to explain it to them again so just note it",
]

QUESTIONS = ["the travel stipend for the LAN", "the visa invitation letter for jiho",
             "the overtime format in the playoffs", "the GOTV delay at the finals",
             "the seeding for the closed qualifier", "the hotel shuttle from the venue",
             "the tax form for prize payouts", "the tiebreaker for a three-way tie",
             "the power outlets at the LAN booths", "the refund for the cancelled scrim block",
             "the media day dress code", "the sixth man substitution rule",
             "the warmup PCs at the venue", "the deadline for the sponsor's jersey artwork",
             "the caster interview slot"]
Q_TPL = [
    "does anyone know what's up with {q}?",
    "still no word on {q}??",
    "q: who even handles {q}",
    "do u know anything about {q}",
    "wait what about {q}? nobody told me",
    "did the admins ever say anything re {q}?",
    "hmm is {q} even confirmed?",
    "any idea on {q}? asked twice in the ticket, nothing",
    "{q} — sorted or not? no clue",
]
Q_REPLY = [
    "I don't have anything on that in what you've shared so far, so I can't tell you. It's probably worth asking the admins in writing so you get an answer you can point back to later.",
    "Honestly no idea — none of the emails or portal entries we've looked at cover it. I'd keep it on your open list and chase the TO directly.",
    "That one isn't answered anywhere I can see. I'll leave it as an open item; if someone gets back to you, just paste it in.",
    "Not that I know of. Nothing in the portal or the forwarded mails mentions it, so treat it as unknown for now.",
    "I can't confirm that from anything here. Worth a direct message to the league ops channel — asking in the general chat usually gets lost.",
]

NAME_TPL = [
    "fyi {role} is {full}, goes by {h} in game",
    "ok so {h} real name is {full} btw, need it for the league form",
    "talked to {full} today, {role}, seems chill",
    "{full} ({h}) is the {role}. finally someone who answers emails",
    "pls note: {full} = {h}, {role}",
    "the {role}?? {full}. he dm'd me on twitter lmao",
    "yo remember {full}? {role} now, might be useful",
    "ugh {full} again. {role}. wants a call tmrw",
    "roster form needs legal names so: {h} -> {full}",
    "voice note sorry: so i spoke with {full} who is the {role} and he said hes fine with everything and wants the papers by email",
]
CMD_TPL = [
    "note to self: to {what} its `{cmd}`",
    "pim told me `{cmd}` to {what}, writing it here so i dont lose it",
    "if the box dies again just `{cmd}`",
    "ok `{cmd}` worked!! thats how u {what} apparently",
    "cmd for later: {cmd}",
    "remind me - {cmd} - thats the {what} one",
    "coach keeps asking how to {what}. answer: `{cmd}`",
    "ran {cmd} and it fixed it lol",
    "saving this: `{cmd}` ({what})",
]
ID_TPL = [
    "{what} is {v}",
    "got the {what}: {v}",
    "{v} is the {what} fyi",
    "for the record {what} = {v}",
    "they finally sent the {what}, {v}",
    "write down {v}, that's our {what}",
    "if anyone asks, {what} {v}",
    "ok {what}... {v}. dont lose it",
    "pls keep {v} somewhere, its the {what}",
]
PORT_TPL = [
    "{what} is on port {v} now",
    "moved the {what} to {v}, old one kept crashing",
    "{what} listens on {v} btw",
    "port for the {what}: {v}",
    "if u need the {what} its :{v}",
    "opened {v} on the firewall for the {what}",
    "pim says {what} -> {v}",
    "the {what} port is {v}, dont change it",
    "changed {what} to {v} cause something else grabbed the old port",
]
VER_TPL = [
    "{what} is on {v} now",
    "updated the {what} to {v} this morning",
    "league wants {what} {v} minimum",
    "fyi {what} version {v}",
    "everyone is on {what} {v}? pls confirm w the boys",
    "{what} {v} is out, installed it on all pcs",
    "we're stuck on {what} {v} until the admins say ok",
    "rolled back the {what} to {v}, newer one was crashing",
    "check: {what} should say {v}",
]
MONEY_TPL = [
    "{what} is {v}",
    "{what}: {v}. not bad",
    "they want {v} for the {what} lmao",
    "ok {what} came in at {v}",
    "{v} for the {what}, already paid",
    "budget note - {what} {v}",
    "so {what} = {v}, need to tell the accountant",
    "we're getting {v} as {what}?? nice",
    "just saw the {what}, {v}. ugh",
]
DATE_TPL = [
    "{what} is {v}, {t}",
    "{what} got moved to {v} {t}",
    "ok so {v} at {t} — {what}",
    "put {what} in the calendar: {v}, {t}",
    "{what}?? {v}. {t} i think",
    "dont forget {what} on {v} ({t})",
    "league confirmed {what} for {v}, {t}",
    "{v} {t} is the {what}, tell the boys",
    "heads up {what} {v} {t}",
]

FILLER_SHORT = ["ok", "k", "thx", "ty", "brb", "back", "lol", "lmao", "gg", "bet", "mk", "sure", "yep",
                "nah", "one sec", "ok cool", "ugh", "fr", "kk", "ight", "perfect ty", "hm", "wait",
                "nvm", "sounds good", "ok ok", "lol ok", "sick", "true", "alr"]
FILLER_SHORT_REPLY = ["👍", "Sure.", "No problem.", "Got it.", "Anything else for today?", "Ok.", "Noted.", "Alright."]
SHORT_SPECIAL = {"brb": "Take your time.", "one sec": "Sure, take your time.", "wait": "Sure.", "back": "Welcome back.",
                 "lol": "Ha.", "lmao": "😄", "ugh": "Yeah, I know.", "gg": "GG!", "hm": "Anything unclear?",
                 "nvm": "No worries."}
FILLER_MID = [
    ("boys dropped {map} {lo}-13 vs {opp} in scrims, retakes were a mess again", "loss"),
    ("{h} tilted hard last night, left the call after half", "annoyed"),
    ("ngl our t sides are cooked rn", "loss"),
    ("{h} hit a 1v4 on {map} yesterday, clip is going crazy in the discord", "win"),
    ("im so tired of chasing ppl for availability", "annoyed"),
    ("{opp} cancelled on us AGAIN. third time", "annoyed"),
    ("wifi at my place is dying, typing from phone sry", "neutral"),
    ("{h} asking for a raise lmao. not now", "annoyed"),
    ("ok back, was on a call w the coach", "neutral"),
    ("we need a better pistol round, every team reads us", "loss"),
    ("{h} says his mouse double clicks. whatever, he has a spare", "neutral"),
    ("won vs {opp} 13-{lo} on {map}!! finally", "win"),
    ("the house neighbours complained about noise again", "annoyed"),
    ("{h} slept through scrims. again.", "annoyed"),
    ("lost the bo3 vs {opp} but honestly we looked decent", "loss"),
    ("why is every admin on vacation in december", "annoyed"),
    ("{h} dropped 31 kills on {map} in the pug lol", "win"),
]
FILLER_ASK = [
    ("give me a checklist for LAN day", "lan"),
    ("how should we structure vod review, it's chaos every time", "vod"),
    ("write a tweet for the win pls, hype but not cringe", "tweet"),
    ("help me word a msg to the boys about being late to scrims", "late"),
    ("whats a decent warmup routine before officials", "warmup"),
    ("how do i handle a player who's tilting the whole team", "tilt"),
    ("what should i ask a new sponsor before signing", "sponsor"),
    ("give me a bootcamp daily schedule idea", "bootcamp"),
    ("how do we keep the prac server from getting ddos'd", "ddos"),
    ("tips for travelling to a LAN w 5 gamers who never travel lol", "travel"),
    ("how do i do contracts for a sub without screwing him", "subcontract"),
    ("draft a msg to {opp} asking for scrims next week, tue-thu evenings", "scrimreq"),
    ("how do i tell {h} he's benched for the next official without him rage quitting", "bench"),
    ("give me a quick t side default idea for {map}, coach is out sick", "default"),
    ("what should the boys eat on match days lol they live on kebab", "food"),
    ("how do i get a discount on the bootcamp house, landlord seems flexible", "haggle"),
    ("write a short announcement that {h} is joining as a stand-in", "standin"),
    ("what do i put in a weekly report for the org owner", "report"),
    ("how many scrims per week is too many", "scrimcount"),
]
LONG = {
    "scrimreq": "Here's a message you can send:\n\n\"Hey {opp}! We're looking for scrims next week, Tuesday to Thursday in the evening (we're flexible on the exact start). Bo2 or bo3, your server or ours, whatever suits you. Map pool is open — tell us what you're practising and we'll match it. Let me know what works 🙏\"\n\nIf they don't answer within a day, a short follow-up is fine — most managers are drowning in DMs.",
    "bench": "Some pointers for the conversation with {h}:\n\n1. **Tell him first, privately, and in person or on a call** — never let him find out from the lineup post.\n2. **Give the real reason**, briefly: form, role fit, or a tactical choice for this opponent.\n3. **Say what he can do** to get back in — concrete, measurable things.\n4. **Keep him involved**: scrims, VOD review, maybe a specific job on match day.\n5. **Don't negotiate on the spot.** Listen, acknowledge, but the decision stands.\n\nAnd check in with him again a couple of days later — that's usually when frustration comes out.",
    "default": "A simple T-side default for {map} you can run without the coach:\n\n- **First 20 seconds**: spread map control — one player takes mid control with a flash, two hold contact on the A side, one lurks B quietly, the AWP holds the long angle.\n- **Utility**: save one smoke and one molly per site for the execute; don't burn everything early.\n- **Info call at ~1:10**: IGL decides based on what the lurker hears.\n- **Execute**: fast onto the weaker site, trade in pairs.\n- **Fallback**: if nothing opens by 0:40, default to a late split.\n\nKeep it boring and disciplined — it's about not giving away free picks.",
    "food": "Match-day food that works for gamers:\n\n- **Breakfast**: oats, eggs, fruit — slow carbs, not sugar.\n- **Lunch (3–4 h before)**: rice/pasta + chicken or fish + veg. Nothing heavy or greasy.\n- **Snacks between maps**: bananas, nuts, a granola bar. Water, water, water.\n- **Caffeine**: one coffee or energy drink before warmup is fine; stacking three will crash them mid-match.\n- **After**: whatever they want. Kebab included 😄",
    "haggle": "How to get a better price on the house:\n\n1. **Ask for a longer booking at a lower nightly rate** — landlords love guaranteed occupancy.\n2. **Offer to pay a bigger share upfront** in exchange for a discount.\n3. **Mention off-season** if it's not a holiday period — empty weeks cost them money.\n4. **Bundle extras** — ask for cleaning or the internet upgrade to be included rather than cutting the price directly.\n5. **Be concrete**: 'Can you do 10% off if we book two extra nights?' works better than 'any discount?'",
    "standin": "Draft announcement:\n\n\"Please welcome {h} to the squad as our stand-in for the upcoming matches! 🖤 He'll be with us through the next stretch while we sort out the roster. Show him some love in chat.\"\n\nShort is better; you can do a longer intro post with a clip later.",
    "report": "A weekly report the owner will actually read:\n\n- **Results** — officials and scrims, win/loss, one line of context.\n- **Roster** — availability issues, injuries, trials.\n- **Money** — what came in, what went out, anything overdue.\n- **Next week** — matches, deadlines, travel.\n- **Risks / decisions needed** — anything you need them to approve.\n\nKeep it to one page, bullet points, same structure every week.",
    "scrimcount": "It depends on the level, but for a semi-pro team with jobs or school:\n\n- **4–5 scrim days per week** is plenty, usually 2 bo1s or a bo3 each.\n- **Past ~6 days**, quality drops — people autopilot and review gets skipped.\n- **At least one full day off**, ideally two before a LAN.\n- **Individual practice** (DM, utility) counts too; don't fill every free hour with scrims.\n\nIf the team is losing interest in scrims, that's usually a sign to cut one day and add a proper review session instead.",
    "lan": "Here's a LAN-day checklist:\n\n1. **Night before** — pack peripherals in carry-on (never check mice/keyboards), print the check-in confirmation, charge everything.\n2. **Morning** — team breakfast together, no new food. Leave 30 minutes earlier than you think.\n3. **Venue arrival** — find the admin desk first, then the booth. Test chairs, monitor height, and headset fit.\n4. **Setup** — install configs the way the league allows, run the anticheat and check it reports green before warmup.\n5. **Warmup** — 20 min deathmatch, 10 min utility on the first map, then quiet time.\n6. **Between maps** — water, short walk, coach gives at most three points.\n7. **After** — pack up immediately, debrief tomorrow, not tonight.",
    "vod": "A structure that keeps VOD review from turning into chaos:\n\n- **Pre-tag**: the analyst (or whoever) tags 8–12 rounds before the session — losses that came from decisions, not aim.\n- **Time-box**: 45 minutes max. Start with two rounds you won cleanly so it doesn't start negative.\n- **One speaker per round**: the player involved explains what they saw, then the IGL, then the coach. No interrupting.\n- **Output**: each round ends with one sentence written in a shared doc — 'next time we…'.\n- **Follow-up**: pick two of those sentences and drill them in the next scrim.\n\nIf people get defensive, keep the focus on information and timing, not on who whiffed.",
    "tweet": "A few options:\n\n1. \"Clean. On to the next one. 🖤 Thanks for the noise in chat tonight.\"\n2. \"Hard fought, well earned. GGs to our opponents — see you at the next stop.\"\n3. \"Another one in the bag. The boys put in the hours and it shows.\"\n\nI'd add one clip of the best round and tag the sponsor in the reply rather than in the main tweet — it reads less like an ad.",
    "late": "Draft for the team chat:\n\n\"Hey all — quick one. Scrims start at the time we agree, not five or ten minutes after. When one person is late, four people sit in a lobby and the other team waits too; it makes us look unprofessional and it costs us scrim partners. From this week: if you're going to be late, say so at least 30 minutes before. Repeat lateness means you sit out the next block. Not trying to be the bad guy, just want us to take this seriously. 🙏\"\n\nShort, names nobody, and sets a concrete consequence.",
    "warmup": "Solid pre-official warmup (about 45 minutes):\n\n- 10 min aim trainer or workshop map — tracking + flicks, low intensity.\n- 15 min deathmatch (headshot-only for the last 5).\n- 10 min utility run-through on the first map: the three or four smokes and flashes you'll actually use.\n- 5 min as a team in the server: walk through the first two pistol round plans.\n- 5 min off screen: water, bathroom, no phones.\n\nKeep it identical every match day so it becomes routine.",
    "tilt": "A few things that work with a tilting player:\n\n1. **Talk privately, not in voice.** Never call it out mid-scrim in front of everyone.\n2. **Ask before telling** — 'what's going on for you today?' Often it's sleep, uni, or something at home.\n3. **Give a role in the reset** — e.g. he calls the next pistol. Responsibility often snaps people out of it.\n4. **Set a team rule** for comms: after a lost round, only info for the first 10 seconds.\n5. **If it keeps happening**, tie it to concrete consequences agreed in advance, not decided in anger.",
    "sponsor": "Questions to ask before signing a sponsor:\n\n- Payment schedule and currency — monthly, quarterly, on delivery? Who eats bank fees?\n- Exact deliverables: posts per month, logo placement, stream overlays, appearances.\n- Exclusivity — does it block other sponsors in related categories?\n- Termination — notice period, and what happens if the roster changes.\n- Product — do players get hardware, and is using it at LANs mandatory (check it's league-approved!).\n- Performance clauses — avoid bonuses that depend on things you don't control.\n- Who owns the content you make for them.",
    "bootcamp": "Bootcamp day template:\n\n- 09:30 breakfast together\n- 10:30–11:30 individual aim / DM\n- 11:30–13:00 tactical session on one map (coach-led)\n- 13:00 lunch + walk\n- 14:30–18:00 scrims (two bo1s or one bo2)\n- 18:00 short break\n- 18:30–19:30 VOD review of the afternoon\n- 20:00 dinner\n- evening free; lights out suggestion 00:30\n\nOne full day off every 5–6 days keeps people fresh; nobody plays ranked on the day off if you can help it.",
    "ddos": "To keep the practice server safer:\n\n- Don't publish the IP anywhere; share connect strings only in a private channel and rotate the password weekly.\n- Put the server behind a provider with DDoS filtering (most game hosts include it).\n- Whitelist by Steam ID with a plugin instead of relying on the password alone.\n- Close every port you don't need and bind rcon to localhost or the VPN only.\n- Keep a second box ready so a bad evening costs you 10 minutes, not the scrim.",
    "travel": "Travel tips for first-time LAN travellers:\n\n- One shared doc with flights, hotel, addresses, and your phone number.\n- Peripherals in hand luggage. Always. Labelled.\n- Passports/ID checked the week before, not the night before.\n- Everyone downloads offline maps and has an eSIM or roaming on.\n- Sleep schedule: shift by an hour a day for a few days before if there's a time difference.\n- Buddy system at the airport — pairs, and nobody wanders off.\n- Per-diem rules written down so no one argues about food receipts.",
    "subcontract": "For a fair sub contract:\n\n- Clear term (e.g. until end of season) and what 'sub' means — scrim attendance expected, match days on call.\n- A base stipend even if he doesn't play, plus a per-official-map fee.\n- Prize share: say explicitly whether subs get a share and how much.\n- Buyout clause that's reasonable so you don't block his career.\n- He keeps the rights to his personal stream outside team hours.\n- Notice period on both sides.\n\nHave it checked by someone who knows local employment rules.",
}
ACK = {
    "name": ["Noted — I'll use the legal name for anything official and the handle for everything public. Want me to add the contact to your sheet with role and preferred channel?",
             "Got it. I'll keep that in the contacts list. If they're going to be involved in the LAN, make sure they're on the admin email thread too so nothing gets lost.",
             "Thanks, saved. Small tip: when you message league people, put the match or ticket reference in the first line — admins answer much faster that way."],
    "command": ["Saved. Worth pinning that in the ops channel too, so whoever is on duty doesn't have to dig through chat. If you want, I can put together a one-page runbook for the prac box.",
                "Good to have written down. Before running anything like that mid-scrim, tell the lobby — a restart kicks everyone and the other team might think you rage-quit.",
                "Noted. If you end up running that often, we could wrap it in a small script with a confirmation prompt so nobody fires it by accident."],
    "id": ["Noted, I'll keep that reference handy. Always quote it in replies — it's the fastest way to get the right person on it.",
           "Got it. Maybe save the confirmation email as a PDF in the shared drive too, in case the portal goes down on the day.",
           "Saved. If they ask for it on the phone, read it back letter by letter — these codes get mangled easily."],
    "port": ["Noted. Make sure that port is only open to the IPs that need it — dashboards and rcon exposed to the whole internet are a classic way to get griefed.",
             "Got it. If you change it again, remember the firewall rule and any bookmarks the coaches use.",
             "Saved. If something else grabs it after a reboot, a fixed port in the service config stops that happening."],
    "version": ["Noted. I'd get everyone to send a screenshot of the version screen before the next official — saves a panic at check-in.",
                "Got it. Keep the installer for that exact build somewhere offline in case you need to roll back at the venue.",
                "Thanks. Version mismatches are the #1 reason for delayed match starts, so good that it's tracked."],
    "money": ["Noted. I'll keep that in the budget overview. Do you want me to start a simple sheet with income and costs per month so the accountant has one place to look?",
              "Got it. Make sure you get that in writing — an email confirmation is enough — so there's no argument later.",
              "Saved. Remember that currency conversion and bank fees can eat a few percent; worth agreeing who pays them."],
    "date": ["Added to your list. Do you want a reminder the day before and on the morning itself?",
             "Got it. With the team spread over time zones, I'd post it in the team chat with everyone's local time spelled out.",
             "Noted. I'll flag anything that clashes with it when you send me the next schedule."],
    "decision": ["Sounds reasonable, and the reasoning holds up. I'll treat it as settled — want me to draft a short message so everyone hears it the same way?",
                 "Makes sense. Writing down why you decided something is worth it: when someone questions it in two weeks you can point to the reason.",
                 "Fair call. I'll note it as decided so we don't reopen it unless something changes."],
    "constraint": ["Noted — I'll keep that rule in mind and flag anything in plans or drafts that would break it.",
                   "Got it. Put it in the team handbook as well; rules that only live in chat get forgotten by the next bootcamp.",
                   "Understood. If you want, I can write a short 'match-day rules' pinned message that includes this."],
}
ASK_PROMPTS = [  # user asks, assistant supplies a command
    "whats the cmd to {what} again, i always forget",
    "how do i {what}? pim is offline",
    "pls just give me the command to {what}",
]
ASSIST_CMD = [
    "Based on the setup you described earlier, this should do it:\n\n```\n{cmd}\n```\n\nRun it from the ops user, and tell the lobby before you do — it may drop people for a few seconds.",
    "You can use:\n\n`{cmd}`\n\nIf it errors out with a permission issue, you're probably not on the ops account. Ping me with the output and we'll go from there.",
]

# ---- carriers ----
DISCORD_LINE = {
    "name": ["{nick}: trial guy's legal name is {full} btw, {h} in game",
             "{nick}: the {role} is {full}, added him to the server",
             "{nick}: @manager {full} wants to talk to u, he's the {role}"],
    "command": ["analyst_pim: if the prac box hangs: {cmd}",
                "analyst_pim: fixed it w `{cmd}`",
                "{nick}: pim said run {cmd} to {what}"],
    "id": ["{nick}: ticket is in, {what} {v}", "coach_dre: {what} -> {v}",
           "{nick}: admins want the {what} ({v}) in every msg"],
    "port": ["analyst_pim: {what} moved to port {v}", "analyst_pim: {what} up on :{v}",
             "{nick}: is the {what} still on {v}?"],
    "version": ["analyst_pim: pushed {what} {v} to all pcs", "{nick}: my {what} says {v} is that right",
                "coach_dre: league mail says {what} {v} required"],
    "money": ["coach_dre: {what} is {v} fyi", "{nick}: wait {what} is {v}?? insane"],
    "date": ["coach_dre: {what} {v} {t}, no excuses", "{nick}: {what} is {v} right? {t}?"],
    "constraint": ["coach_dre: reminder {w} {s}", "coach_dre: pinned: {w} {s}"],
}
DISCORD_FILL = ["{nick}: gg", "{nick}: who's on tonight", "{nick}: lmao", "{nick}: can we start 10 min later",
                "{nick}: my internet is trolling", "{nick}: nade lineup for {map} b site anyone?", "{nick}: 🫡",
                "{nick}: ok", "{nick}: im here", "{nick}: did anyone see the patch notes",
                "{nick}: who took my headset", "{nick}: brb food", "{nick}: ez", "{nick}: need 1 more for dm"]
DISCORD_INTRO = ["lol look at this from the team discord:", "pasting from discord, context:",
                 "ok this is whats going on in our chat", "from #general just now",
                 "discord is a mess, read this"]
EMAIL_LINE = {
    "name": ["Please direct any questions to {full} ({role}).",
             "{full} will be your point of contact going forward."],
    "id": ["Please reference {v} ({what}) in all correspondence.", "Your {what} is {v}."],
    "version": ["All players must run {what} {v} or newer at check-in.", "The minimum {what} version is {v}."],
    "money": ["Amount due for the {what}: {v}.", "We can confirm {v} for the {what}."],
    "date": ["The {what} is scheduled for {v}, {t}.", "Please note the {what}: {v} at {t}."],
}
EMAIL_FILL = ["Check-in opens 60 minutes before the scheduled start.",
              "Failure to comply may result in penalties up to a forfeit.",
              "Thank you for your cooperation.", "Please reply to this email to confirm receipt.",
              "Any changes must be requested at least 48 hours in advance."]
EMAIL_INTRO = ["fwd from league, read pls", "this just came in", "ugh look at this mail",
               "forwarding, tl;dr pls", "sponsor/league mail, what do i need to do"]
EMAIL_SUBJ = ["Match information – Group stage", "Action required: registration", "Payment confirmation",
              "Updated schedule", "Important: LAN compliance"]
TOOL_LINE = {
    "name": ["contact: {full} ({role})", "note: ask {full} ({role}) about the details"],
    "id": ["{what}: {v}", "ref {v} ({what})"],
    "version": ["required {what}: {v}", "{what} >= {v}"],
    "date": ["{what}: {v} {t}", "when: {v}, {t} ({what})"],
    "money": ["{what}: {v}", "amount {v} — {what}"],
    "port": ["{what} port: {v}", "{what} -> 185.44.{a}.{b}:{v}"],
}
TOOLS = [
    ("league_portal", [{"action": "get_match", "query": "next official"}, {"action": "team_overview"},
                       {"action": "tickets", "status": "open"}],
     "the league portal for our next match", "{league} portal — {team}"),
    ("team_calendar", [{"range": "next 14 days"}, {"range": "december"}],
     "the team calendar for the next couple weeks", "calendar: {team} (shared)"),
    ("inbox_search", [{"query": "league"}, {"query": "sponsor"}, {"query": "booking"}],
     "my inbox, latest stuff from the league/sponsor", "inbox results"),
]
TOOL_ASK = ["can u pull up {x}", "check {x} pls", "look at {x}, i'm on my phone", "yo quickly check {x}"]
TOOL_FILL = ["status: scheduled", "format: bo3", "last updated 2 h ago", "no conflicts found",
             "3 unread", "visibility: team only", "server region: EU-central"]
TOOL_REPLY = ["Here's what I found — it's all listed above. Nothing looks off; the main thing to watch is the check-in timing. Want me to turn it into a short message for the team?",
              "Pulled it up. A couple of details in there are worth forwarding to the players directly so nobody says they didn't know. Should I draft that?",
              "That's the current state. If anything there is different from what the boys were told, better to correct it today rather than on match day."]
LOG_INTRO = ["server being weird again, log:", "pim sent me this, what does it mean",
             "ok pasting the terminal", "prac box output, is this fine?"]
LOG_LINE = {
    "command": ["$ {cmd}"],
    "port": ["[info] {what} listening on 0.0.0.0:{v}", "INFO bind ok {what} :{v}"],
    "version": ["[ac] {what} {v} loaded", "{what} version {v} (release)"],
}
LOG_FILL = ["[warn] tickrate fluctuating 127.8", "[info] 10 players connected", "OK", "[info] config reloaded",
            "[warn] high packet loss from 1 client", "done.", "[info] gotv recording started"]
PASTE_REPLY = ["Thanks for pasting that. Nothing alarming in it as far as I can tell — mostly routine. I'd keep an eye on the warnings, but they're not a reason to cancel anything tonight.",
               "Got it, that gives me the context. If you want I can write up a short summary for the coach so he doesn't have to scroll through all of it.",
               "Ok, read through it. The important bits are clear; the rest is noise. Let me know if you want me to reply to any of it for you.",
               "Thanks. Two suggestions: pin the important line in the channel, and ask people to react with ✅ once they've seen it — that way you know who actually read it."]
TABLE_INTRO = {"bracket": "upcoming stuff from my sheet:", "budget": "budget sheet so far", "roster": "roster sheet for the league form"}

MID_REPLY = {
    "win": ["Nice — make sure the boys hear it from you too, small wins matter mid-season.",
            "Ha, love that. Worth clipping for the socials if the player is ok with it.",
            "Good stuff. Note down what worked while it's fresh — it's easy to forget why a win happened."],
    "loss": ["Rough. One bad block doesn't define the week though — if it keeps happening on the same map, that's a pattern worth a focused session.",
             "Happens. If you want, I can help turn the main problems into an agenda for the next review.",
             "Not great, but fixable. Pick one thing — e.g. retake setups — and drill only that for two sessions."],
    "annoyed": ["That's frustrating. Probably worth a quick 1:1 rather than a group call.",
                "Ugh, yeah. Want me to draft something short and firm about it?",
                "Understandable. Keep a note of it — if it repeats, you'll want the dates when you bring it up."],
    "neutral": ["No worries.", "Got it — take your time.", "Ok. I'm here when you're ready."],
}
EXTRA = ["While I have you: the LAN is close enough that a dry run of check-in is worth it — everyone logs into the league client, runs the anticheat and sends a screenshot. Fifteen minutes, and most match-day surprises are gone.",
         "Small admin idea: keep one shared 'source of truth' doc for the team — schedule, contacts, rules, references — so the boys stop asking you the same things in DMs.",
         "One more suggestion: block an hour on Sunday just for admin (emails, invoices, portal). Doing it in bits between scrims is how deadlines get missed.",
         "If it helps, I can put together a Monday digest each week: what's coming up, what's unpaid, and what's still waiting for an answer.",
         "Side note: with the schedule this packed, watch the players' sleep. Late-night ranked after scrims is the most common reason for flat match days."]

SCORE_INTRO = ["scoreboard from last night vs {opp} on {map}, thoughts?", "we lost {map} {lo}-13 to {opp}, board:",
               "scrim vs {opp} ({map}) — look at this", "pasting the scoreboard, {map} vs {opp}"]
SCORE_HEAD = "player        K   D   A   ADR   rating"
SCORE_REPLY = ["Quick read: {top} carried ({tk} kills, {tadr} ADR), while {low} was quiet at {ladr} ADR. Worth checking if that's role — anchors and lurkers often post low numbers — or actual form. I'd look at his first deaths before judging.",
               "{top} is doing the heavy lifting here ({tk} kills). {low} at {ladr} ADR is the one to look at, but one map is a small sample — compare with his last five before you say anything to him.",
               "The board says {top} ({tadr} ADR) won you the rounds you did win. {low} ({ladr} ADR) probably died first a lot; if you have the demo, check how many of his deaths were untradeable."]
STANDINGS_INTRO = ["group standings rn, we're {team}", "table after this week:", "standings, pls tell me we're still alive"]
STANDINGS_REPLY = ["You're in a good spot — the round difference matters if it ends in a tie, so don't throw away rounds in games that look decided.",
                   "Still very much alive, but it's tight. The next two matches basically decide it; I'd prioritise scrims on the maps those opponents pick.",
                   "Not great, I won't pretend otherwise. It's not over mathematically though — if you want, I can work out what needs to happen once the next results are in."]
