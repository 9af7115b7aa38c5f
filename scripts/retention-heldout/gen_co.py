#!/usr/bin/env python3
"""Held-out retention set "co": a solo indie game developer shipping a cosy farming game.

Mags runs Fernlight Games, a studio of three: herself, Juno (a part-time pixel artist) and
Teodor (a contract composer).  They are finishing "Thistledown", a cosy farming game headed for
Steam and, through the publisher Hearthlight, for Switch.  She talks to her assistant between
builds: chatty, jokey, lower-case, full of "lol", "ngl", "tbh" and bracketed asides, and she
pastes long things: Steamworks emails, crash logs, CI output, publisher contract clauses, bug
tracker exports, playtest notes, Discord messages, budget sheets.  The assistant uses tools
(bug tracker, build server, Steamworks partner API, mail, calendar, the game's analytics).  The
last seed's conversation is in Simplified Chinese: a four-person indie studio in Chengdu
(独立游戏工作室) preparing a 版号 application and a Steam 抢先体验 launch, with 外包美术 and a
发行商.

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  A few facts are mentioned again later in
the conversation; the uniqueness check accounts for those planned repeats.

usage: gen_co.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# ======================================================================================
# small helpers
# ======================================================================================

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]
ZH_WD = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def rand_day(rng, lo=date(2027, 1, 25), hi=date(2027, 11, 28)):
    return lo + timedelta(days=rng.randint(0, (hi - lo).days))


def en_date(rng):
    d = rand_day(rng)
    s = rng.randrange(7)
    if s == 0:
        return "%d %s" % (d.day, MONTHS[d.month - 1])
    if s == 1:
        return "%s %s" % (MONTHS[d.month - 1], ordinal(d.day))
    if s == 2:
        return "%s the %s" % (WDAYS[d.weekday()], ordinal(d.day))
    if s == 3:
        return "the %s of %s" % (ordinal(d.day), MONTHS[d.month - 1])
    if s == 4:
        return "%s %d %s" % (WD3[d.weekday()], d.day, MON3[d.month - 1])
    if s == 5:
        return d.isoformat()
    return "%s %d" % (MON3[d.month - 1], d.day)


def zh_date(rng):
    d = rand_day(rng)
    s = rng.randrange(5)
    if s == 0:
        return "%d月%d日" % (d.month, d.day)
    if s == 1:
        return "%d月%d号" % (d.month, d.day)
    if s == 2:
        return "%d年%d月%d日" % (d.year, d.month, d.day)
    if s == 3:
        return "%s%d号" % (ZH_WD[d.weekday()], d.day)
    return "%d.%d" % (d.month, d.day) if d.day >= 10 and d.month >= 10 else "%d月%d日" % (d.month, d.day)


def commas(v):
    return "{:,}".format(v)


def money_big(rng):
    s = rng.randrange(7)
    if s == 0:
        return "$" + commas(rng.randint(120, 980) * 10 + rng.choice([0, 0, 5]) * 1)
    if s == 1:
        return "£%dk" % rng.randint(3, 48)
    if s == 2:
        return "€" + commas(rng.randint(31, 390) * 25)
    if s == 3:
        return "$%d.%dk" % (rng.randint(2, 39), rng.randint(1, 9))
    if s == 4:
        return "USD " + commas(rng.randint(41, 299) * 50)
    if s == 5:
        return "£" + commas(rng.randint(111, 899) * 5 + rng.choice([0, 0, 1, 3]))
    return "€%dk" % rng.randint(4, 61)


def money_price(rng):
    s = rng.randrange(4)
    if s == 0:
        return "$%d.99" % rng.randint(4, 24)
    if s == 1:
        return "€%d.%s" % (rng.randint(3, 22), rng.choice(["49", "99", "79"]))
    if s == 2:
        return "£%d.%s" % (rng.randint(3, 19), rng.choice(["49", "99", "29"]))
    return "US$%d.99" % rng.randint(5, 19)


def money_small(rng):
    s = rng.randrange(5)
    if s == 0:
        return "$%d" % rng.randint(115, 980)
    if s == 1:
        return "£%d" % rng.randint(41, 760)
    if s == 2:
        return "€%d" % rng.randint(55, 890)
    if s == 3:
        return "$%d.%02d" % (rng.randint(31, 640), rng.randint(1, 99))
    return "%d quid" % rng.randint(35, 450)


ZH_WAN = ["三万五", "两万八", "一万二", "四万六", "八千五", "六万三", "五千六", "九万八", "七千二",
          "十一万", "两万四", "三千八", "五万七", "一万六", "七万五", "四千三"]


def zh_money_big(rng):
    s = rng.randrange(5)
    if s == 0:
        return "¥" + commas(rng.randint(12, 290) * 500)
    if s == 1:
        return rng.choice(ZH_WAN)
    if s == 2:
        return "%d.%d万" % (rng.randint(2, 48), rng.randint(1, 9))
    if s == 3:
        return "%d元" % (rng.randint(21, 980) * 100 + rng.choice([0, 50]))
    return "%d万块" % rng.randint(3, 35)


def zh_money_price(rng):
    s = rng.randrange(3)
    if s == 0:
        return "¥%d" % rng.choice([28, 32, 36, 38, 42, 45, 48, 52, 58, 68, 78])
    if s == 1:
        return "%d元" % rng.choice([19, 29, 39, 49, 59, 69])
    return "%d块" % rng.choice([25, 35, 46, 55, 66, 88])


def port_num(rng):
    r = rng.randrange(8)
    if r == 0:
        v = rng.randint(27016, 27099)
    elif r == 1:
        v = rng.randint(7771, 7799)
    elif r == 2:
        v = rng.randint(8081, 8099)
    elif r == 3:
        v = rng.randint(9001, 9099)
    elif r == 4:
        v = rng.randint(3001, 3099)
    elif r == 5:
        v = rng.randint(5001, 5099)
    elif r == 6:
        v = rng.randint(6001, 6099)
    else:
        v = rng.randint(10000, 64999)
    return str(v)


def v_unity(rng):
    if rng.random() < 0.7:
        return "2022.3.%df1" % rng.randint(10, 62)
    return "6000.0.%df1" % rng.randint(11, 39)


def v_game(rng):
    s = rng.randrange(4)
    if s == 0:
        return "v0.%d.%d-beta" % (rng.randint(6, 19), rng.randint(0, 9))
    if s == 1:
        return "v1.0.%d" % rng.randint(1, 14)
    if s == 2:
        return "v0.%d.%d-demo" % (rng.randint(5, 12), rng.randint(0, 9))
    return "v1.0.0-rc%d" % rng.randint(2, 9)


def v_sdk(rng):
    return "SDK 1.%d" % rng.randint(52, 61)


def v_fmod(rng):
    return "2.02.%d" % rng.randint(11, 26)


def v_nx(rng):
    return "%d.%d.%d" % (rng.choice([16, 17, 18]), rng.randint(1, 6), rng.randint(0, 4))


def v_godot(rng):
    return "%s.%d" % (rng.choice(["4.2", "4.3", "4.4"]), rng.randint(1, 3))


def v_tool(rng):
    return "%d.%d.%d" % (rng.choice([1, 3, 4]), rng.randint(1, 9), rng.randint(1, 19))


def v_year(rng):
    return "%d.%d.%d" % (rng.choice([2023, 2024]), rng.randint(1, 3), rng.randint(1, 9))


def v_tuanjie(rng):
    return "1.%d.%d" % (rng.randint(1, 4), rng.randint(0, 9))


def id_bug(rng):
    return "%s-%d" % (rng.choice(["BUG", "THD", "FARM"]), rng.randint(1040, 3980))


def id_build(rng):
    return str(rng.randint(1100, 9899))


def id_app(rng):
    return str(rng.randint(2210000, 3490000))


def id_po(rng):
    return "PO-%d" % rng.randint(41000, 98999)


def id_inv(rng):
    return "INV-2027-%04d" % rng.randint(11, 950)


def id_ticket(rng):
    a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "HT-" + "-".join("".join(rng.choice(a) for _ in range(4)) for _ in range(3))


def id_cr(rng):
    return "CR-%03d" % rng.randint(11, 187)


def id_depot(rng):
    return str(rng.randint(2210001, 3490009))


def id_lc(rng):
    return "LC-%d-%04d" % (rng.randint(10, 99), rng.randint(100, 9999))


def id_ruanzhu(rng):
    return "2027SR%07d" % rng.randint(100000, 1999999)


def id_contract(rng):
    return "QY-2027-%03d" % rng.randint(11, 299)


def id_fapiao(rng):
    return "No.%08d" % rng.randint(10000000, 99999999)


# ======================================================================================
# English: people, commands, choices, rules, open questions
# ======================================================================================

EN_NAMES = [
    "Priya Raman", "Dr Alvarez", "Mateo Ferreira", "Hana Kobayashi", "Ottilie Barnes", "Sunniva Dahl",
    "Kwame Asante", "Rosalind Pike", "Benedikt Sauer", "Lorcan Devlin", "Ines Carvalho", "Yusuf Demir",
    "Margaux Leclerc", "Tobiah Greenwood", "Fenna Visser", "Saoirse Kehoe", "Ravi Menon", "Wren Calloway",
    "Eitan Shapiro", "Noor Haddad", "Callum Fraser", "Beatriz Okafor", "Ms Ashworth", "Mr Penhaligon",
    "Prof. Lindqvist", "Dr Nakamura-Reid", "@thistlebyte", "mossgoblin", "@cozycrit_jen", "pixel_parsnip",
    "@GrumpyHarvest", "@lanternlizzie", "bramblecast", "@hollowoak_sam", "Soren", "Delphine", "Anouk",
    "Thaddeus", "Marisol", "Ignatius", "Kestrel", "Odalys", "Bartholomew", "Zuzana Horvath",
    "Aurelio Bianchi", "Tamsin Rowe", "Jae-won Park", "Ffion Pritchard", "Lukas Brandt", "Esperanza Ruiz",
    "Cormac", "Ysolde", "Henrike", "@ferncore_ali", "quillfeather", "Mx Okonkwo-Hart",
]

EN_COMMANDS = [
    "steamcmd +login fernbuild +run_app_build ../scripts/app_build_main.vdf +quit",
    "butler push build/win fernlight/thistledown:windows-beta",
    "git lfs migrate import --include=\"*.psd\"",
    "godot --headless --export-release \"Windows Desktop\" build/win/Thistledown.exe",
    "Unity -batchmode -quit -projectPath . -executeMethod BuildScript.BuildSwitch",
    "ffmpeg -i trailer_master.mov -vf scale=1920:-2 -c:v libx264 -crf 18 trailer_1080.mp4",
    "dotnet test Thistledown.Tests.csproj --filter Category=Save",
    "python tools/loc_export.py --lang de,ja --out loc/",
    "rsync -avz --delete build/ ci@builds.fernlight.dev:/srv/nightly/",
    "git cherry-pick -x 4f1c2ab",
    "docker compose up -d sentry",
    "aseprite -b sprites/crops/*.aseprite --sheet crops_atlas.png --data crops_atlas.json",
    "git push origin release/1.0 --tags",
    "gh release create launch-candidate --notes-file CHANGELOG.md",
    "make switch-nsp CONFIG=Release",
    "git log --oneline --since=\"2 weeks ago\" -- Assets/Scripts/Save",
    "Get-FileHash .\\Thistledown.nsp -Algorithm SHA256",
    "Remove-Item -Recurse -Force .\\Library\\ShaderCache",
    "fmodstudiocl -build -platforms Switch Thistledown.fspro",
    "git clean -xfd Assets/StreamingAssets",
    "sqlite3 saves/slot1.db \".dump crops\"",
    "tail -f ~/Library/Logs/Fernlight/Thistledown/Player.log",
    "grep -rn \"TODO(release)\" Assets/Scripts",
    "pngquant --quality=70-90 --ext .png --force ui/icons/*.png",
    "git submodule update --init --recursive",
    "sudo systemctl restart buildkite-agent",
    "xcrun notarytool submit Thistledown.zip --keychain-profile fern --wait",
    "codesign --deep --force -s \"Developer ID Application\" Thistledown.app",
    "git worktree add ../thistle-hotfix hotfix/crash-on-load",
    "git lfs prune --verify-remote",
    "7z a -mx9 symbols.7z build/win/*.pdb",
    "sentry-cli debug-files upload --org fernlight --project thistledown build/win",
    "git revert --no-edit 9e07d31",
    "jq '.wishlists | add' wishlists_export.json",
    "python tools/balance_sim.py --seasons 4 --seed 99 --csv out/balance.csv",
    "git stash push -m \"half-done fishing\" Assets/Scripts/Fishing",
    "Unity -batchmode -quit -runTests -testPlatform EditMode -testResults results.xml",
    "du -sh Library/ && rm -rf Library/Bee",
    "magick mogrify -resize 616x353 capsules/*.png",
    "npx http-server presskit -c-1",
    "git bisect run ./tools/repro_barn_crash.sh",
    "steamcmd +login fernbuild +app_info_print 480 +quit",
]

# (choice as a verb phrase, reason, optional noun phrase for "X it is")
EN_DECISIONS = [
    ("delay the Switch release to the autumn", "the Switch build still chugs in the town square", "an autumn Switch release"),
    ("launch at fifteen dollars", "every cosy game we benchmarked sits between thirteen and twenty", "fifteen dollars"),
    ("drop the fishing minigame from 1.0", "it's the buggiest system and barely anyone in the playtest touched it", None),
    ("keep the demo up after launch", "demos keep converting for months according to every postmortem I've read", None),
    ("use FMOD instead of Wwise", "Teodor already knows it and the indie licence covers us", "FMOD over Wwise"),
    ("sign with Hearthlight for the console ports only", "we keep the PC rights and the Steam page stays ours", None),
    ("skip the big expo this year", "the booth alone would eat the entire marketing budget", None),
    ("ship with English, German and Japanese only", "those three are most of our wishlists", None),
    ("move the nightly builds onto the old gaming PC", "the cloud runner minutes cost more than the game makes in a week", "the old gaming PC as a build box"),
    ("do three months of Early Access first", "the save system needs real players hammering it", "Early Access first"),
    ("hire a second part-time artist for the winter content", "Juno can't do the tileset and the portraits at the same time", None),
    ("go with the hand-drawn key art", "the 3D mockup looked like every mobile farming ad", "the hand-drawn key art"),
    ("cap co-op at two players", "four-player sync broke the crop timers every single time", "two-player co-op"),
    ("launch on a Thursday", "the front page refresh and payday line up nicely", "a Thursday launch"),
    ("sell the soundtrack as paid DLC", "Teodor deserves a cut and people keep asking for it", "soundtrack DLC"),
    ("turn off cloud saves for the demo", "demo saves leaking into the full game caused the corrupted barn bug", None),
    ("rewrite the save system in JSON", "the binary format is impossible to migrate between versions", "JSON saves"),
    ("run a 10% launch discount and nothing deeper", "anything bigger makes the full price look fake later", None),
    ("keep Biscuit as the studio mascot", "the cat posts get triple the engagement of the trailers", None),
    ("ignore TikTok for now", "none of us has the energy to make three videos a day", None),
    ("give the Discord mods free keys", "they've basically been unpaid community managers for a year", None),
    ("stop making a native Linux build", "Proton runs the Windows build better than our own Linux port does", None),
    ("stay on the 2022 LTS editor", "the upgrade would reopen every shader bug we just closed", "the 2022 LTS editor"),
    ("make the winter update free", "charging for seasons in a cosy game feels gross", "a free winter update"),
    ("switch the bug tracker to Linear", "nobody was updating the spreadsheet anyway", "Linear"),
    ("follow Valve's recommended regional prices", "undercutting them just invites key resellers", None),
    ("record the villager voice barks ourselves", "hiring actors for ten lines each is silly money", None),
    ("make the fishing rod an unlock instead of a starter tool", "playtesters got overwhelmed by the toolbar on day one", None),
    ("send the press kit out a week early", "the bigger outlets plan their coverage ten days ahead", None),
    ("record the devlogs on Sundays", "that's the only day I'm not answering emails", None),
    ("let Hearthlight handle Switch QA", "their QA partner has done dozens of lotchecks and we've done zero", None),
    ("cut the second town", "it would need four more months of art", None),
    ("rename the game to Thistledown Valley", "there's already a Thistledown on the eShop", "Thistledown Valley"),
    ("use Buttondown for the newsletter", "it's free at the size our list will realistically be", "Buttondown"),
    ("pay Juno a monthly retainer instead of per asset", "reconciling her invoices was taking me hours", "a monthly retainer for Juno"),
    ("stop the weekly builds for the Discord testers", "the feedback was the same six complaints every week", None),
    ("add a colourblind mode before 1.0", "two of our loudest testers are colourblind and half the crops are red and green", None),
    ("capture the launch trailer in-engine", "an animated trailer would cost more than the whole marketing line", "an in-engine trailer"),
    ("give the soundtrack its own store page", "DLC hidden under the main game gets buried", None),
    ("design the crafting menu controller-first", "a big chunk of our players are on Steam Deck", None),
    ("put the demo on itch before Steam", "it's a gentler crowd for the first round of bug reports", None),
    ("shelve the Kickstarter", "the publisher deal covers the runway now", None),
]

EN_CONSTRAINTS = [
    ("push a build to the default branch", "it has sat on the beta branch for a full day"),
    ("merge anything into release/1.0", "the nightly is green"),
    ("send a build to Hearthlight", "I've played the first twenty minutes of it myself"),
    ("post patch notes in the Discord", "the patch is actually live on Steam"),
    ("reply to press from the studio account", "the embargo time is confirmed in writing"),
    ("hand out Steam keys", "the person is on the creator spreadsheet"),
    ("touch the save format", "there's a migration test covering the old version"),
    ("run a discount", "the store page has at least thirty reviews"),
    ("upgrade the engine", "the Switch build has passed lotcheck"),
    ("delete old depots", "the debug symbols are archived on the NAS"),
    ("pay an invoice", "it has a PO number on it"),
    ("announce a date publicly", "Hearthlight has signed off in writing"),
    ("book travel for an event", "the organisers cover at least half the cost"),
    ("ship a hotfix on a Friday", "it fixes a crash or a save wipe"),
    ("change the store capsule art", "the seasonal sale is over"),
    ("commit art straight into main", "it has gone through the import checker"),
    ("tag a release", "the changelog is written"),
    ("stream dev work", "the spoiler areas are switched off in the build"),
    ("upload anything to lotcheck", "the NSP hash matches the one QA tested"),
    ("accept a new feature request", "something of the same size gets cut"),
    ("rotate the Steamworks partner password", "the CI secrets are updated the same day"),
    ("respond to refund complaints publicly", "I've slept on it"),
    ("schedule a Steam event", "the art is cropped to the event template"),
    ("reset the analytics database", "the weekly export has finished"),
    ("share wishlist numbers outside the studio", "the person is under NDA"),
    ("open the beta channel in the Discord", "the crash reporter is switched on"),
    ("send Teodor notes on a track", "I've listened to it twice on proper headphones"),
    ("move the launch date", "Hearthlight and Valve have both been told first"),
    ("send new strings to the translators", "the string freeze is announced"),
    ("raise the base price", "the 1.0 content update is out"),
    ("put ads on the company card", "the campaign has a spending cap set"),
    ("approve a pull request", "it also builds for the Switch target"),
    ("lend out the devkit", "the loan agreement is signed"),
    ("post screenshots of the winter update", "the UI pass is finished"),
    ("turn on the wishlist giveaway", "the key pool has at least two hundred keys left"),
    ("retire an old save slot format", "the telemetry shows nobody has loaded it in a month"),
]

EN_QUESTIONS = [
    "whether Valve counts demo wishlists separately from the main game",
    "how long Nintendo's lotcheck actually takes in spring",
    "if the publisher can claw back the advance when we miss a milestone by a week",
    "whether Deck Verified needs the controller glyphs swapped in the launcher too",
    "what happens to our regional prices when Valve updates its recommendations",
    "whether the European Accessibility Act applies to a studio our size",
    "if you can change the release date on the eShop after the page is live",
    "whether the composer keeps the rights to the stems if the contract doesn't mention them",
    "how the refund window works for people who bought during a festival discount",
    "whether the Japanese rating board wants a physical copy of the game",
    "whether the Steam Cloud quota is counted per account or per app",
    "if Proton players show up in the Linux column of the hardware survey",
    "whether a photo mode needs its own line in the age rating questionnaire",
    "how many Steam keys you can generate before Valve starts asking questions",
    "whether UK streamers who get a free key have to label the stream as an ad",
    "if grant money counts as income in the year it arrives or the year it's spent",
    "who actually owns the Discord server if the publisher pays for the boosts",
    "whether a Steam Deck verified badge can be lost after a patch",
    "how backwards compatibility on the next Nintendo console affects our perf cert",
    "if the summer sale has a minimum discount requirement this year",
    "whether translators get credited by name or by agency",
    "whether a coming soon page loses visibility when the date slips twice",
    "what the VAT rules are for selling the artbook on itch to US buyers",
    "if a soundtrack bundle can be priced below the two items separately",
    "whether the trailer music needs whitelisting for Content ID on YouTube",
    "whether achievements added after launch break old saves",
    "how wishlist conversion for cosy games changes over the winter",
    "whether a launch discount blocks us from a seasonal sale in the same month",
    "if Hearthlight's QA partner signs an NDA with us directly or only with them",
    "whether the Chinese Steam storefront needs anything special for an English-only game",
    "what the Early Access label does to how the review score is shown",
    "whether I need a separate business account for the eShop payouts",
    "if Next Fest demo stats feed into the popular upcoming list",
    "who eats the card fees on Humble bundle payouts",
    "whether crash dumps with usernames in the file paths count as personal data",
    "which languages the Deck on-screen keyboard supports for the farm naming screen",
    "if we're allowed to show the Switch logo in a trailer before the eShop page is approved",
    "whether the old Kickstarter backers are owed a Switch key",
    "how Valve decides which games get into the cosy fest",
    "whether family sharing counts as a sale for the publisher's reports",
    "if an unannounced price drop triggers the 30-day rule for discounts",
]


# ======================================================================================
# English: how facts are said.  Each entry: (user text, assistant replies, generator)
# {x} is the needle; decisions use {x} choice / {y} reason / {n} noun form; constraints
# {x} action / {y} condition.
# ======================================================================================

EN_T = {
    "name": [
        ("{x} from Hearthlight just pinged me about the port budget again (third time this week lol), I'll deal with it after lunch",
         ["Want me to pull the last budget thread so the numbers are in front of you when you reply?",
          "Third time is a pattern. I can dig out the last budget email so you're not answering from memory."], None),
        ("ok so the QA contractor for the Switch cert pass is {x}, came recommended by the cosy collective folks",
         ["Good, someone who has been through lotcheck before saves a lot of pain. Shall I set up a shared folder for their reports?"], None),
        ("cc {x} on the press kit email pls, they're doing our PR now (tiny retainer, bless them)",
         ["Will do, I'll add them to the press kit thread and the embargo list.",
          "Done on my side: they'll be on the press kit thread from now on."], None),
        ("the streamer who did the six hour demo stream is {x}, we should 100% send them a launch key",
         ["Agreed, that's the best kind of coverage. I'll put them near the top of the creator key list."], None),
        ("my accountant is {x} and apparently I need to sort the VAT stuff before the quarter ends ugh",
         ["Nobody's favourite job. I can gather the Steam and eShop payout statements so there's less to chase.",
          "Ugh indeed. Want me to collect the payout reports into one folder for that?"], None),
        ("our contact at Nintendo is now {x} apparently, the old one moved teams. new email signature and everything",
         ["Got it, I'll make sure replies in the cert thread go to the new contact."], None),
        ("lol {x} in the discord just found a dupe bug with the seed bag, absolute legend, they're going in the credits",
         ["Community QA strikes again. I'll add them to the special thanks section of the credits doc.",
          "Ha, brilliant. Special thanks list it is, and I'll log the dupe in the tracker."], None),
        ("the localisation agency assigned {x} as our PM for the German and Japanese pass",
         ["Nice, one PM for both languages should keep the string freezes in sync."], None),
        ("{x} is cutting the trailer now, Juno's too swamped with the winter tileset",
         ["Makes sense. I'll share the capture folder and Teodor's music stems with them."], None),
        ("had a call with {x} about the Next Fest slot, super nice, very chill, zero corporate energy",
         ["Love a chill call. Anything from it you want written down?",
          "Good to hear. Shout if there were action items from it."], None),
        ("if anyone from the fund asks, the person who signed off our second milestone was {x}",
         ["Noted for the grant paperwork."], None),
        ("met {x} at the meetup last night, they run a tiny porting studio and might do our Switch perf pass tbh",
         ["That could be a great fit, a small porting team usually moves faster than a big one. Want me to draft an intro email?"], None),
        ("the lawyer looking over the Hearthlight contract is {x} (friend of a friend, doing it mates-rates thank god)",
         ["Mates-rates legal review is gold. I'll keep the contract redlines in one place for them."], None),
    ],
    "command": [
        ("note to self bc I WILL forget: `{x}` is how you do it, not the thing I tried first lol",
         ["Saved. Want me to add it to the build notes doc as well?"], None),
        ("ok the CI step that finally worked was\n```\n$ {x}\n```\nno idea why the old one didn't tbh",
         ["Nice, at least it's green now. I can mirror that into the pipeline config when you're ready.",
          "Green is green. I'll keep that step as the reference version."], None),
        ("for the runbook: `{x}` from the repo root, otherwise it explodes in a very dramatic way",
         ["Added to the runbook section for releases, with the repo-root note."], None),
        ("the fix was literally just running `{x}`. three hours. THREE.",
         ["The classic three-hours-for-one-line fix. At least it's known now.",
          "Painful but solved. I'll note it so future you doesn't lose another three hours."], None),
        ("if the nightly breaks while I'm at the con, whoever's on it should try `{x}` first before panicking",
         ["Got it, that goes at the top of the on-call checklist."], None),
        ("ngl I only found out today you can do `{x}`, actual game changer",
         ["It's one of those things nobody tells you. Want it in the tips doc for Juno too?"], None),
        ("pasting this so it lives somewhere that isn't my shell history:\n\n    {x}\n\n(works on the build box, haven't tried on my laptop)",
         ["Stored. I'll mark it as tested on the build box only."], None),
        ("Juno asked how I regenerated everything yesterday and it was `{x}`, can you put that in the team wiki",
         ["Added to the wiki under build chores, with a line on what it's for."], None),
        ("PS C:\\dev\\thistledown> {x}\n\nthat's the one that fixed it, write it down pls",
         ["Written down in the Windows-specific section of the notes."], None),
        ("every release I have to google this so: `{x}`. there. it's in the chat now. forever.",
         ["Forever-ish. I'll also pin it in the release checklist."], None),
    ],
    "id": [
        ("the fence clipping one is {x} in the tracker, can you tag it for the next patch",
         ["Tagged for the next patch milestone."], id_bug),
        ("nightly number {x} is the first one with the new save system, keep that build around pls",
         ["I'll mark it as keep-forever on the build server so retention doesn't eat it."], id_build),
        ("our demo's AppID is {x}, the main game is a different one obviously (I mix them up constantly lol)",
         ["Easy to mix up. I'll keep both labelled in the Steamworks notes."], id_app),
        ("Hearthlight's purchase order for the Switch port money is {x}, they want it on every invoice",
         ["Understood, I'll put it on the invoice template for them."], id_po),
        ("Valve support ticket is {x}, they said 3-5 business days lol sure",
         ["I'll keep an eye on the inbox for a reply to it."], id_ticket),
        ("Juno's invoice for January came in as {x}, paying it this week",
         ["Noted, I'll add it to the payables list for this week."], id_inv),
        ("the lotcheck submission number is {x}, write that down somewhere that isn't a post-it",
         ["Somewhere that isn't a post-it, done: it's in the cert notes."], id_lc),
        ("change request {x} is the one where they asked for the extra fishing quest line",
         ["Got it. That one probably needs a scope estimate before anyone says yes."], id_cr),
        ("the Mac depot is {x}, Windows is the one right before it",
         ["Noted in the depot map."], id_depot),
        ("the save corruption thing from the discord is {x}, it's the top priority this week honestly",
         ["Top of the list, agreed. I'll check for duplicates of it in the tracker."], id_bug),
        ("the soundtrack DLC got AppID {x}, store page is still a blank husk though",
         ["Blank husk is step one. I can draft the store text whenever you like."], id_app),
    ],
    "port": [
        ("the co-op relay on the test box listens on port {x}, don't ask me why we picked that",
         ["I won't ask, I'll just write it down."], port_num),
        ("Jenkins lives on :{x} now, moved it off the default because the analytics dashboard wanted that one",
         ["Makes sense. I'll update the bookmark in the team wiki."], port_num),
        ("if the LAN co-op test fails check the firewall lets UDP {x} through, that was it last time",
         ["Good call, that's going in the co-op troubleshooting notes."], port_num),
        ("the self-hosted Sentry is bound to localhost:{x}, you have to tunnel in",
         ["Got it, tunnel first, then the dashboard."], port_num),
        ("the playtest server build answers queries on port {x}, Steam needs that open too",
         ["Noted. I'll add it to the server setup checklist."], port_num),
        ("my little analytics collector runs on port {x} (it's a tiny Go thing I wrote at 2am, don't judge)",
         ["No judging, 2am Go is a respectable genre."], port_num),
        ("the profiler talks to the devkit over tcp {x}, it's in the Nintendo docs somewhere deep",
         ["I'll add it to the devkit setup page so nobody has to dig for it again."], port_num),
        ("moved the build cache server to {x} so it stops fighting with Docker",
         ["That should stop the clash. Any config on the agents that needs updating?"], port_num),
        ("the Godot level editor's remote debug is on {x} on my machine, Juno's is still the default",
         ["Noted, that explains why hers and yours behave differently."], port_num),
    ],
    "version": [
        ("we're pinned to Unity {x} until launch, nobody touch the hub",
         ["Pinned. I'll put a note in the README so nobody upgrades by accident."], v_unity),
        ("the demo build going out for the festival is {x}",
         ["Got it. I'll use that in the festival announcement draft."], v_game),
        ("the Steamworks.NET we use bundles {x}, according to the changelog anyway",
         ["Good to know when we read Valve's docs, they move fast."], v_sdk),
        ("FMOD {x} fixed the crackling on Switch, thank god, I was about to cry",
         ["Huge relief. I'll note it so nobody rolls the audio back."], v_fmod),
        ("Nintendo pushed NintendoSDK {x} and of course lotcheck wants it",
         ["Of course they do. Shall I add the SDK bump to this sprint?"], v_nx),
        ("Juno's on Aseprite {x} now, the export script broke on the older one",
         ["Noted. I'll mention the minimum version in the art pipeline doc."], v_tool),
        ("patch notes are for {x}, the little hotfix one",
         ["Drafting them as a short hotfix post then."], v_game),
        ("the level editor tool runs on Godot {x}, not the main game (long story lol)",
         ["Long story accepted. I'll keep the tool's engine separate in the docs."], v_godot),
        ("the render machine has Blender {x} for the trailer shots",
         ["Got it, I'll match that if we need to reopen the trailer files."], v_tool),
        ("Rider {x} finally stopped freezing on the big scene files",
         ["Small mercies. That was slowing you down a lot."], v_year),
        ("the crash only happens in {x}, the build before is fine",
         ["That narrows it down nicely; a bisect between those two builds should find it."], v_game),
    ],
    "money": [
        ("the Switch port quote came back at {x}, which is honestly less than I feared",
         ["That's good news. Does it include the perf pass or is that separate?"], money_big),
        ("Teodor's invoice for the OST is {x}, paying it Friday",
         ["Added to Friday's payments."], money_big),
        ("we spent {x} on festival ads and got maybe 900 wishlists lol",
         ["Not amazing but not nothing. Worth comparing against organic days."], money_small),
        ("the Hearthlight advance on signature is {x}, the rest is milestone-based",
         ["Noted. I'll lay out the milestone payments against the schedule."], money_big),
        ("soundtrack DLC will be {x}, Teodor is happy with that",
         ["Sounds fair for the length of the OST."], money_price),
        ("the trailer editor wants {x} flat including two rounds of changes",
         ["Two rounds included is decent. Want me to draft the agreement?"], money_big),
        ("localisation for German and Japanese came in at {x} all in",
         ["I'll slot that into the budget sheet under localisation."], money_big),
        ("the expo booth would be {x} before travel, for a two metre square. insane.",
         ["That is steep for the size. Worth weighing against online festivals."], money_big),
        ("the grant payout landed, {x} after the fund took its admin fee",
         ["Nice, that extends the runway. I'll log it against the grant milestone."], money_big),
        ("the Korean rating fee is {x} which feels like a lot for a game about turnips",
         ["It does, but it's a one-off. I'll put it under certification costs."], money_small),
        ("Juno's retainer is going up to {x} a month from spring, which is fair tbh",
         ["Fair given how much she's carrying. I'll update the monthly costs."], money_big),
        ("the devkit loan deposit was {x}, refundable apparently",
         ["Refundable is good. I'll note it so we remember to claim it back."], money_small),
    ],
    "date": [
        ("the Hearthlight milestone review is {x}, the vertical slice needs to be shiny by then",
         ["I'll work backwards from that and block out polish time."], en_date),
        ("Teodor's delivering the final OST stems {x}",
         ["I'll pencil that in so the audio integration can start right after."], en_date),
        ("we submit to lotcheck on {x}, fingers crossed",
         ["Fingers crossed. I'll set a reminder for the checklist a few days before."], en_date),
        ("I'm at my sister's wedding on {x}, no work that day I swear",
         ["Blocked out. Enjoy it!"], en_date),
        ("the press embargo lifts {x} at 5pm UK time",
         ["I'll make sure the key emails mention the embargo time."], en_date),
        ("Juno's last day before her holiday is {x}, so any sprite requests need to be in before that",
         ["Got it, I'll nudge you about sprite requests ahead of that."], en_date),
        ("pencilled the launch stream for {x}, evening slot",
         ["Nice. I'll hold the evening in the calendar."], en_date),
        ("the Steam page review is booked for {x}, Valve said a few days turnaround anyway",
         ["Good, that leaves room for one round of fixes."], en_date),
        ("the fund's reporting deadline is {x} and I haven't started lol",
         ["There's time. I can draft the outline from the milestone notes."], en_date),
        ("the devkit has to go back to Nintendo by {x}",
         ["Noted, I'll set a reminder a week before so there's time to courier it."], en_date),
        ("moving the playtest to {x} because half the testers are away otherwise",
         ["Makes sense. I'll update the invite once you confirm."], en_date),
    ],
    "decision": [
        ("ok so we're going to {x} because {y}", None),
        ("decided: {x}. {y}, and I'm not relitigating it", None),
        ("let's just {x}, {y} tbh", None),
        ("final answer: we {x}. {y}.", None),
        ("after way too much back and forth I'd rather {x}; {y}", None),
        ("{y}, so we {x}. done, no more debating", None),
        ("ngl I've made my mind up, we {x}. reason being {y}", None),
        ("plan is to {x}, given that {y}", None),
        ("yeah gonna {x} bc {y}", None),
        ("calling it: {x}. mostly because {y}, partly vibes lol", None),
        ("ok {n} it is ({y})", "noun"),
        ("talked it through with Juno and we'll {x} since {y}", None),
        ("we {x}. why? {y}. that's the whole story", None),
        ("slept on it and I want to {x} — {y}", None),
    ],
    "constraint": [
        ("rule from now on: never {x} unless {y}", None),
        ("we only {x} once {y}, no exceptions", None),
        ("don't {x} before {y}, learned that one the hard way lol", None),
        ("nobody is allowed to {x} until {y}", None),
        ("if {y} then fine, we can {x}. otherwise hands off", None),
        ("hard rule: no one gets to {x} without confirming that {y}", None),
        ("reminder for future me: {x} only if {y}", None),
        ("as long as {y}, it's ok to {x} — but not otherwise", None),
        ("you can {x}, but only after {y}, ok?", None),
        ("please don't ever {x} unless {y}. I mean it this time", None),
    ],
    "question": [
        ("does anyone actually know {x}?", None),
        ("no idea {x} tbh", None),
        ("shower thought: I genuinely don't know {x}", None),
        ("something I keep meaning to find out: {x}", None),
        ("still not sure {x}, it's been bugging me for weeks", None),
        ("someone in the discord asked {x} and I just... didn't have an answer lol", None),
        ("quick one, not urgent, do you know {x}?", None),
        ("I wonder {x}. like genuinely", None),
        ("can't work out {x} from the docs, they contradict themselves", None),
        ("{x}? that's the thing nobody will tell me straight", None),
    ],
}

EN_DECISION_REPLIES = [
    "Makes sense. I'll add it to the decisions log with the reasoning.",
    "Logged, with the why, so we don't reopen it in three weeks.",
    "Reasonable call. Anything that needs to change in the plan because of it?",
    "Fair. I'll update the roadmap to match.",
    "Good, one less open thread. Noted.",
    "Solid reasoning. Want me to tell Juno and Teodor?",
]

EN_CONSTRAINT_REPLIES = [
    "Got it, that's going in the team rules doc.",
    "Noted. I'll flag it if I ever see it about to happen.",
    "Understood, I'll stick to that.",
    "Fair rule. Added to the release checklist.",
    "Makes sense after last time. I'll remember it.",
]

EN_QUESTION_REPLIES = [
    "Honestly I don't know that one, and I'd rather not guess.",
    "No idea, sorry. It's one to ask the people who actually decide it.",
    "That I can't tell you. Want me to add it to the open questions list?",
    "Good question. I don't have a reliable answer for it.",
    "Not something I can confirm from here, unfortunately.",
    "Hm, I genuinely don't know. Separately, did you still want the wishlist export from this morning?",
    "I'd be guessing, and that's worse than nothing here.",
]

EN_CONNECT = ["\n\n", "\n\nalso ", "\n\noh and ", " — unrelated but ", "\n\nalso (sorry, brain dump) ",
              "\n\nanyway, other thing: ", "\n\nbtw "]
EN_REPLY_CONNECT = ["\n\n", "\n\nOn the other thing: ", "\n\nAnd separately: ", " "]

# needles inside something the user pastes
EN_PASTE = {
    "date": [
        ("forwarding this, it's the Next Fest email:\n\n> From: Steamworks Partner <noreply@steampowered.com>\n> Subject: Steam Next Fest registration confirmed\n>\n> Hi Fernlight Games,\n> Thanks for registering Thistledown. The festival runs from {x} for one week. Your demo must be live and set to visible no later than 48 hours before the event. Press preview access opens one week earlier.\n> Please review the event guidelines and the livestream schedule form.\n>\n> - The Steamworks Team\n\nso. that's happening",
         ["Exciting! That means the demo has to be visible two days before it starts, so the freeze should be a couple of days earlier still. Want me to block those in?"], en_date),
        ("pasting the calendar invite Hearthlight sent:\n\nTitle: Milestone 4 sign-off\nWhen: {x}, 15:00-16:00 (UK)\nWhere: video call (link in invite)\nAttendees: Mags, Juno, Hearthlight production, Hearthlight QA\nNotes: please bring a build that includes the winter biome and the save migration",
         ["Accepted on your side. The note about the save migration is the important bit; that has to be in the build you bring."], en_date),
    ],
    "money": [
        ("here's the clause, tell me if I'm reading it wrong:\n\n> 4.2 Advance. Within thirty (30) days of signature, Publisher shall pay Developer a non-refundable advance of {x}, recoupable solely from Developer's share of Net Receipts from the Console Versions.\n> 4.3 Revenue share. Until recoupment, Net Receipts are split 70/30 in favour of Publisher; after recoupment, 50/50.\n\nthe 'solely from console' bit is good right??",
         ["You're reading it right. Recoupable only from the console share means PC sales never go towards paying it back, which is good for you. The split after recoupment is where the real money is, so worth checking how 'Net Receipts' is defined elsewhere in the contract."], money_big),
        ("budget sheet as of today (copied out of the spreadsheet, sorry about the formatting):\n\nitem\tplanned\tspent\nart (Juno)\t£9,600\t£7,200\nmusic (Teodor)\t£6,000\t£4,500\nlocalisation\t£5,000\t£0\nmarketing\t{x}\t£1,140\nrating fees\t£900\t£310\n\nmarketing looks scary but most of it is the trailer",
         ["Looks healthy overall: art and music are on track, and localisation hasn't started so it isn't late. Marketing has the most left unspent, which fits if the trailer is still to come."], money_big),
    ],
    "name": [
        ("the discord is being lovely today, look:\n\n[19:42] leafpile: the new scarecrow is SO good\n[19:43] {x}: found a thing, if you sleep on day 28 of winter the calendar skips to summer?? screenshot in #bugs\n[19:45] oatmilk_otto: lmao seasons speedrun\n[19:51] crumpetqueen: can we pet the cows yet\n\nthe calendar one is real btw, I reproduced it",
         ["Good catch from them. I'd guess it's an off-by-one in the season rollover, since day 28 is the last day. I'll log it with their screenshot linked."], None),
        ("email from the localisation agency:\n\n> Hi Mags,\n> Happy new year! Just to confirm, your project manager for the DE/JA pass will be {x}, who will send the glossary template this week. Please route questions through them rather than the general inbox.\n> Best, the Loc team\n\nyay a human",
         ["A named human is always better than a shared inbox. I'll route loc questions to them from now on."], None),
    ],
    "id": [
        ("CI is being weird, this is the end of the log:\n\n```\n[12:41:07] Step 7/9: Upload symbols ... ok\n[12:41:55] Step 8/9: Package NSP ... ok\n[12:42:03] Step 9/9: Notify ... ok\n[12:42:03] Build #{x} finished: SUCCESS (38m 12s)\n[12:42:04] WARNING: artifact retention policy will delete builds older than 14 days\n```\n\nit says success but the NSP isn't on the share??",
         ["The log says the packaging step finished, so the NSP was built; the likely problem is the upload-to-share step, which isn't in this pipeline at all. It probably only exists in the nightly config. I'd copy the artifact across by hand for now and add the step after."], id_build),
        ("bug tracker export, the ones tagged 'cert':\n\nid,title,priority,status\n{x},Game hangs if console sleeps during autosave,P0,open\nTHD-0871,Wrong button glyph on pause menu,P2,open\nTHD-0874,Text overflow in German shop menu,P2,in progress\nTHD-0880,Missing age rating icon on title,P1,open\n\nthe P0 is the scary one",
         ["Yep, the sleep-during-autosave hang is the one that fails lotcheck for sure. The glyph and overflow bugs are quick fixes. The rating icon is a P1 but trivial, maybe twenty minutes."], id_bug),
    ],
    "version": [
        ("crash log from a player, top bit:\n\n```\nThistledown crash report\nEngine: Unity {x}\nPlatform: WindowsPlayer x64\nGPU: Intel(R) UHD Graphics 620\nException: NullReferenceException: Object reference not set to an instance of an object\n  at CropGrowthSystem.Tick (System.Single dt) [0x0004a]\n  at FarmClock.Update () [0x00112]\n```\n\nany ideas",
         ["CropGrowthSystem.Tick is hitting a null, probably a crop whose tile was removed while it was still registered for ticks (a tile destroyed by the new path tool would do it). A null check plus unregistering on tile removal should fix it."], v_unity),
    ],
    "port": [
        ("this is what the server prints on boot:\n\n```\n[boot] thistledown-relay 0.3.1\n[boot] loading config /etc/thistle/relay.toml\n[net ] binding udp 0.0.0.0:{x}\n[net ] max peers 2\n[ ok ] ready\n```\n\nso it IS running, the clients just can't see it",
         ["If it's bound and ready, it's almost certainly the firewall or the router not forwarding UDP. TCP-only rules are a common mistake here."], port_num),
    ],
    "command": [
        ("found this in Teodor's notes, it's how he builds the audio banks:\n\n```\n# build banks (run from audio/)\n{x}\n# then copy build/ into Assets/StreamingAssets\n```\n\nI'm putting it in CI",
         ["Good idea, that removes a manual step. The copy into StreamingAssets will need to be a separate CI step."], None),
    ],
}

# needles inside a tool result the user asked for: (ask, tool name, args, output, replies, gen)
EN_TOOLPASTE = {
    "id": [
        ("what number did last night's nightly get? I need it for the Hearthlight email",
         "build_server_list", {"pipeline": "nightly", "limit": 3},
         "pipeline nightly (3 most recent)\n#{x}  2027-01-11 02:00  main@7c1e9a0  SUCCESS  41m\n#{p}  2027-01-10 02:00  main@51be2d4  FAILED   12m  (shader compile)\n#{q}  2027-01-09 02:00  main@0f3aa71  SUCCESS  40m",
         ["Last night's run passed (the top one in that list). The one before failed on a shader compile, so if Hearthlight asks about gaps that's why."], id_build),
    ],
    "name": [
        ("who was the Hearthlight producer on the thread about the winter biome? I've forgotten and it's embarrassing",
         "mail_search", {"query": "winter biome", "from": "hearthlight", "limit": 2},
         "2 results\n- From: {x} <production@hearthlight.games>  Subject: Re: Winter biome scope  Date: 2027-01-06\n  'Loved the snow shader! Can we talk about whether the ice fishing is in scope for M4?'\n- From: QA Team <qa@hearthlight.games>  Subject: Winter biome build notes  Date: 2027-01-04",
         ["It's the first one in the results, and the question on that thread was about whether ice fishing is in scope for M4. Want me to draft a reply?"], None),
    ],
    "port": [
        ("can you check what port the analytics ingest is on? I keep forgetting",
         "analytics_config", {"service": "ingest"},
         "service: ingest\nstatus: running\nlisten: 0.0.0.0:{x}\nretention_days: 90\nlast_event: 2027-01-11T08:02:11Z",
         ["It's running and got an event a few minutes ago; the listen address is in the output above."], port_num),
    ],
    "money": [
        ("how much did the winter sale actually make us? gross, before Valve's cut",
         "steamworks_sales", {"app": "thistledown-demo-parent", "period": "winter-sale"},
         "period: winter sale\nunits: 1,932\ngross: {x}\nrefunds: 61 units\ntop countries: US, DE, GB, JP, FR",
         ["There you go. Refunds were about 3% of units, which is normal for a sale."], money_big),
    ],
    "date": [
        ("when's the cert meeting with Hearthlight again? calendar please",
         "calendar_search", {"query": "cert", "range": "next 90 days"},
         "1 event\nHearthlight x Fernlight: cert readiness\n  when: {x}, 14:00-15:00\n  attendees: Mags, Hearthlight production\n  notes: bring the latest NSP and the lotcheck checklist",
         ["Found it. Bring the latest NSP and the checklist, per the notes on the invite."], en_date),
    ],
}

EN_REPEAT = {
    "name": ["wait, who was it again... oh right, {x}. ok I'll email them today",
             "forgot to say, {x} replied, all good"],
    "id": ["just checked {x} again and it's still reproducing on the latest build, ugh",
           "oh and {x} came up again in the publisher call"],
    "port": ["confirmed the firewall rule for {x} is in, tested from the cafe wifi",
             "it was {x} all along lol, the config just had a typo"],
    "version": ["double-checked, we're definitely on {x}, so that's not it",
                "everyone is on {x} now, I checked Juno's machine too"],
    "money": ["quick recap for my own brain: {x} is the number to remember there",
              "so yeah {x}, still fine with it after sleeping on it"],
    "date": ["reminder to self, {x} is coming up fast",
             "told Juno about {x} btw, she's fine with it"],
    "command": ["ran `{x}` again today and it worked first time, miracles",
                "for the record `{x}` also works on the laptop, tested"],
}
EN_REPEAT_REPLIES = ["Good to hear.", "Nice, thanks for confirming.", "Noted.", "Great, one less thing."]


# ======================================================================================
# English chatter: small talk, digressions, pasted material, tool use
# ======================================================================================

def U(t):
    return ("user", t)


def A(t):
    return ("assistant", t)


def T(name, args, out):
    return ("tool", name, (args, out))


def en_opener(rng):
    day = rng.choice(["monday", "tuesday", "wednesday", "thursday"])
    return [U("morning!! ok it's %s and I have %d browser tabs open and a to-do list written on the back of a "
              "council tax letter. let's do this lol" % (day, rng.randint(31, 58))),
            A("Morning! Happy to help untangle the tabs. Want to start with whatever is blocking other people "
              "(Juno, Teodor, Hearthlight) and then do your own stuff?"),
            U("yes. people first. me later. story of my life tbh"),
            A("Ha. OK, people first, then. Fire away whenever you're ready.")]


def en_cat(rng):
    n = rng.randint(3, 9)
    return [U("Biscuit just walked across the keyboard and somehow committed a file called "
              "'kkkkkkkkkkkkkkkkkkkkkkkk' to my local branch. %d k's. she's a better dev than me" % n),
            A("Impressive, she even got past the pre-commit hook. If it's only local, `git reset --soft HEAD~1` "
              "undoes the commit and keeps your other changes staged, then delete the file."),
            U("done. she's now asleep on the warm laptop charger like nothing happened"),
            A("Classic. Maybe move the charger before she learns to push.")]


def en_next_fest_mail(rng):
    return [U("Steamworks sent this, is it anything I need to act on?\n\n> Subject: Steam Next Fest - upcoming "
              "deadlines\n> Hello Steamworks partner,\n> A reminder that press preview builds should be uploaded and "
              "marked as 'ready for review' in advance of the event. Games that registered but did not provide a "
              "demo build by the deadline will be removed from the event listing. Broadcasting is optional; "
              "if you plan to broadcast, please submit your time slots through the event page.\n> For questions, "
              "please see the Steam Next Fest FAQ in the Steamworks documentation.\n> Thanks, Steam"),
            A("Two things to act on: upload the press preview build and mark it ready for review, and decide whether "
              "you want to broadcast (optional). If yes, submit the slots on the event page. Everything else is "
              "general info."),
            U("broadcasting... me... on camera... with my face... ngl I'd rather fight a goose"),
            A("You can broadcast gameplay only, no face cam required. Plenty of small studios just loop the demo "
              "with a chat overlay. Lower effort, still gets you the bump from the broadcast shelf.")]


def en_crash_null(rng):
    return [U("ok new crash from the overnight soak test:\n\n```\nIndexOutOfRangeException: Index was outside the "
              "bounds of the array.\n  at Thistledown.Inventory.Hotbar.SetSlot (System.Int32 index, ItemStack "
              "stack) [0x00011] in Hotbar.cs:88\n  at Thistledown.Inventory.Hotbar.OnScroll (System.Single delta) "
              "[0x0003c] in Hotbar.cs:141\n  at UnityEngine.Events.InvokableCall`1[T1].Invoke (T1 args1)\n```\n\n"
              "why would scroll go out of bounds, it wraps??"),
            A("It wraps for positive deltas, but C#'s % keeps the sign, so scrolling up from slot 0 gives "
              "-1 % 10 = -1, which is out of bounds. Use ((i % n) + n) % n, or Mathf.Repeat if you're working in "
              "floats. The soak test probably hit it because the fake input scrolls both ways."),
            U("OH. the negative modulo. again. I've made this exact bug in three different games"),
            A("It's a rite of passage. A tiny Wrap(int i, int n) helper in the utils file means you only get it "
              "right once.")]


def en_ci_fail(rng):
    mins = rng.randint(3, 9)
    return [U("CI died after %d minutes, log:\n\n```\n[build] Resolving packages...\n[build] Building target: "
              "Switch\n[build] ERROR: Environment variable NINTENDO_SDK_ROOT is not set.\n[build] "
              "BuildFailedException: Switch build support is not installed or SDK path is missing\n[build] "
              "Exiting with code 1\n```\n\nit worked yesterday I swear" % mins),
            A("Yesterday's run was probably on the other agent. The SDK path is set on the old gaming PC but not on "
              "the new runner. Add NINTENDO_SDK_ROOT to that agent's environment (or the pipeline's env block) and "
              "restart the agent service so it picks it up."),
            U("which agent ran it though, how do I tell"),
            A("The first lines of the full log show the agent name. If it's the new runner, that's your culprit. "
              "Alternatively, pin Switch jobs to agents tagged 'switch' so this can't happen again.")]


def en_contract_term(rng):
    return [U("another clause. what does this actually mean in human words\n\n> 9.1 Term. This Agreement shall "
              "commence on the Effective Date and continue for a period of five (5) years following the "
              "Commercial Release of the first Console Version, unless terminated earlier in accordance with "
              "Clause 12.\n> 9.2 Sell-off. Upon expiry, Publisher may continue to sell existing inventory of "
              "physical copies for a period of six (6) months."),
            A("In human words: the deal runs for five years counted from when the first console version comes out, "
              "not from signing. When it ends, they can keep selling any physical copies they already have for "
              "another six months, but no new ones, and digital sales should stop (check clause 12 and the "
              "definitions to be sure digital isn't covered by 'inventory')."),
            U("physical copies lol like we're getting a boxed release. dream big I guess"),
            A("Stranger things have happened with cosy games. Limited physical runs are a whole niche now.")]


def en_tracker_export(rng):
    return [U("tracker export, the untriaged pile:\n\nid,title,reporter,created\nTHD-0902,Chickens lay eggs "
              "inside fences,discord,2027-01-03\nTHD-0905,Music stops after loading a save,Juno,2027-01-04\n"
              "THD-0907,Typo 'recieve' in mail UI,discord,2027-01-05\nTHD-0911,Rain particles visible indoors,"
              "Mags,2027-01-06\nTHD-0913,Controller rumble never stops after fishing,playtest,2027-01-07\n\n"
              "triage me pls"),
            A("Quick triage:\n- THD-0913 (rumble never stops): P1, it's annoying and likely a missing StopRumble on "
              "the early-exit path from fishing.\n- THD-0905 (music stops after load): P1, probably the audio state "
              "not re-initialised on load.\n- THD-0911 (rain indoors): P2, needs the interior volume to disable "
              "weather.\n- THD-0902 (eggs in fences): P3, honestly charming.\n- THD-0907 (typo): P3, two-second fix."),
            U("eggs in fences is staying as a feature. the chickens have spoken"),
            A("Marking it 'won't fix (beloved)'.")]


def en_playtest(rng):
    n = rng.randint(11, 24)
    return [U("playtest notes from the %d people on saturday, raw:\n\n- 'loved the music, the rain song made me "
              "cry a bit'\n- 'didn't understand I had to water crops every day'\n- 'the map is hard to read at night'\n"
              "- 'wanted to pet the dog more'\n- 'ran out of energy too fast in the first week'\n- 'inventory "
              "full constantly'\n- 'the shop closing at 5pm is annoying'\n- 'cute!!!!'\n\nthoughts" % n),
            A("Clustering it:\n1. Onboarding: daily watering isn't clear, so a tutorial nudge on day 2 would help.\n"
              "2. Early-game friction: energy and inventory both pinch in week one; loosen one of them, not both.\n"
              "3. Readability: night map contrast.\n4. Delight: music, the dog, general cuteness. Keep doing that.\n"
              "The shop hours one is a genre classic; players complain, but it's part of the rhythm. Maybe extend "
              "to 6pm rather than removing it."),
            U("Teodor is going to be insufferable about the rain song comment lol"),
            A("He's earned a little insufferability. Maybe forward it to him anyway.")]


def en_discord_reply(rng):
    return [U("someone in the discord is upset we 'abandoned mac'. we didn't, the build is just a week behind. "
              "can you write a reply that isn't defensive? I'm too grumpy rn"),
            A("Draft: \"Hey! Totally understand the worry. Mac isn't abandoned, the build is just running about a "
              "week behind Windows while we sort out code signing and notarisation. We'll post in #announcements as "
              "soon as it's up. Thanks for sticking with us!\""),
            U("perfect. 'sort out code signing' makes it sound like we're doing something very serious and "
              "technical, which we are, sort of"),
            A("You are. Apple's notarisation dance counts as serious and technical by anyone's standard.")]


def en_budget(rng):
    return [U("can you sanity check the monthly burn? rent 1,150, Juno retainer 1,600, Teodor averaged out 500, "
              "software 140, coworking desk 220, misc 150. all pounds"),
            A("That comes to £3,760 a month. With the grant money in the bank that's roughly how many months of "
              "runway you have divided by that. Want me to pull the current balance and work it out?"),
            U("no. I don't want to know today. ignorance is bliss until friday"),
            A("Fair. Friday it is, I won't bring it up before then.")]


def en_tool_crash_bugs(rng):
    return [U("how many open crash bugs do we have right now? don't sugarcoat it"),
            T("bug_tracker_search", {"query": "label:crash status:open", "limit": 10},
              "4 results\nTHD-0788  Crash when selling 999 items at once  P1  open\nTHD-0812  Crash on "
              "alt-tab during loading (DX11)  P1  open\nTHD-0869  Switch: crash after 6h soak  P0  in progress\n"
              "THD-0890  Crash opening mail with empty attachment  P2  open"),
            A("Four open. The only scary one is the Switch soak crash (P0, already in progress). The 999-items "
              "sale and alt-tab ones are P1 but have clear repro steps. The empty-attachment mail one is a quick "
              "null check."),
            U("four is fine. four is a normal number. I'm calm"),
            A("Four is very normal for this stage. Most of them are one-line fixes.")]


def en_tool_ci_status(rng):
    return [U("is the build server alive? it's been quiet"),
            T("build_server_status", {}, "agents: 2 online (old-gaming-pc, runner-2), 0 busy\nqueue: empty\n"
              "last build: nightly SUCCESS 6h ago\ndisk: old-gaming-pc 71% used, runner-2 38% used"),
            A("Alive and idle. Last night's nightly passed, nothing is queued. The old gaming PC's disk is at 71%, "
              "worth pruning old artifacts before it creeps up."),
            U("the old gaming pc is a trooper. it's like 9 years old"),
            A("It's earned its retirement, but it's doing fine for now.")]


def en_tool_wishlists(rng):
    return [U("wishlist numbers pls, I'm emotionally prepared"),
            T("steamworks_wishlists", {"app": "thistledown", "range": "last_30_days"},
              "last 30 days\nadds: 6,412\ndeletes: 388\npurchases from wishlist: 0 (unreleased)\n"
              "outstanding: 41,906\ntop sources: Steam search, discovery queue, external (twitter.com, "
              "youtube.com)"),
            A("Nice month: about 6.4k adds against under 400 deletes, so roughly 6k net. You're just under 42k "
              "outstanding. Most of it is organic Steam traffic, with YouTube as the biggest external source."),
            U("42k!!!! ok I'm going to go lie down on the floor for a minute"),
            A("Enjoy the floor. It's a good number for where you are.")]


def en_tool_mail(rng):
    return [U("anything from Hearthlight since yesterday?"),
            T("mail_search", {"from": "hearthlight.games", "since": "yesterday"},
              "1 result\nFrom: Hearthlight Production <production@hearthlight.games>\nSubject: M4 build feedback\n"
              "'Overall great progress! Three notes: (1) the winter biome transition hitches on Switch, (2) can the "
              "snow be a bit less blue, (3) we'd love a 30s cut of the winter music for the showcase.'"),
            A("One email with M4 feedback: the winter transition hitch on Switch, the snow colour, and a 30-second "
              "cut of the winter track for a showcase. The last one is for Teodor; the first is the only real "
              "technical item."),
            U("'a bit less blue' is such a publisher note lol. Juno is going to make it 2% less blue and they'll love it"),
            A("The 2% rule has never failed anyone.")]


def en_tool_calendar(rng):
    return [U("what's my week look like"),
            T("calendar_list", {"range": "this_week"},
              "Mon 10:00 standup w/ Juno (30m)\nTue 14:00 Teodor: winter track review (1h)\nWed —\n"
              "Thu 11:00 dentist\nThu 16:00 Hearthlight weekly (45m)\nFri 18:00 pub quiz"),
            A("Fairly light: standup with Juno Monday, Teodor's winter track review Tuesday, Wednesday is free, "
              "dentist and the Hearthlight weekly on Thursday, pub quiz Friday."),
            U("wednesday is sacred, I'm doing the save system all day. no meetings"),
            A("Want me to put a focus block on Wednesday so nobody books it?"),
            U("yes pls"),
            T("calendar_create", {"title": "Focus: save system (no meetings)", "day": "Wednesday", "start": "09:30",
                                  "end": "17:30"}, "created event 'Focus: save system (no meetings)'"),
            A("Done, Wednesday is blocked from 9:30 to 5:30.")]


def en_tool_analytics(rng):
    return [U("what's the day-1 retention on the demo looking like"),
            T("analytics_query", {"metric": "retention", "cohort": "demo", "days": [1, 7]},
              "cohort: demo (last 14 days)\nplayers: 3,208\nday1: 38.4%\nday7: 12.9%\nmedian session: 47m"),
            A("Day 1 is 38%, day 7 about 13%, median session 47 minutes. For a demo those are healthy; the session "
              "length is the best sign, people are playing through most of the content."),
            U("47 minutes. the demo is like 50 minutes long. they're PLAYING IT"),
            A("They are. That's the number I'd quote to Hearthlight.")]


def en_weather(rng):
    d = rng.randint(6, 13)
    return [U("it has rained for %d days straight. I've forgotten what the sun looks like. the farming game "
              "is the only place I see crops lol" % d),
            A("Very on brand for a farming game dev. At least the in-game weather does what you tell it."),
            U("I literally made the in-game weather sunnier last week out of spite"),
            A("Petty and therapeutic. Valid.")]


def en_other_game(rng):
    return [U("played that new cosy cooking game last night for 'research'. the UI is SO good. how do they make "
              "the menus feel so squishy"),
            A("Usually it's a mix of small things: a quick scale overshoot on open (like 1.0 to 1.05 and back), "
              "easing on every transition, a soft sound on hover, and buttons that dip a couple of pixels when "
              "pressed. None of them alone is noticeable; together it feels squishy."),
            U("the overshoot thing. I need the overshoot thing"),
            A("It's about ten lines with a tween library. Want a snippet for the inventory panel?"),
            U("later. I'm writing it on my hand so I don't forget")]


def en_burnout(rng):
    return [U("ngl today is one of those days where I think the game is bad and I should go work in a bakery"),
            A("That feeling is extremely common this close to launch, and it usually says more about how tired you "
              "are than about the game. Your demo players are sitting in it for most of an hour. That's not what "
              "people do with bad games."),
            U("yeah. ok. also bakeries start at 4am so that's a no anyway"),
            A("Exactly. Maybe take the afternoon a bit slower if you can?"),
            U("I'll take a long walk and then fix one small bug. one. a tiny one"),
            A("That's a good plan. Small wins count.")]


def en_chickens(rng):
    names = rng.sample(["Nugget", "Eggatha Christie", "Sir Clucks", "Beyonce", "Pancake", "Omelette du Fromage",
                        "Henrietta", "Dumpling"], 4)
    return [U("community vote for the starter chicken names closed. top four: %s. I love them all" % ", ".join(names)),
            A("Those are great. You could rotate them randomly per save so everyone gets a favourite eventually."),
            U("ooh random per save. yes. Juno wants to draw little name tags too"),
            A("Name tags would be adorable and they double as a screenshot moment.")]


def en_back_pain(rng):
    return [U("my back hurts from this chair. I bought it for 40 quid off marketplace in 2021 and it shows"),
            A("Worth a proper chair if the budget stretches to it; you sit in it for ten hours a day. In the "
              "meantime a cushion behind the lower back and a screen at eye height help a surprising amount."),
            U("screen is on two cookbooks. very ergonomic. very professional"),
            A("Cookbook risers are an industry standard, I'm told.")]


def en_soup(rng):
    soup = rng.choice(["leek and potato", "lentil", "tomato", "pea and mint"])
    return [U("made %s soup for lunch. this is the peak of my domestic abilities" % soup),
            A("Soup is a solid achievement. Farming games and soup go together, really."),
            U("should there be soup in the game? there's no soup in the game. WHY IS THERE NO SOUP IN THE GAME"),
            A("There could be soup. You already have leeks, potatoes and a cooking pot in the item list, so it "
              "would just be a recipe entry and an icon from Juno."),
            U("adding it to the post-launch list before I add it tonight at 1am")]


def en_crop_math(rng):
    return [U("balance question: if a crop takes 6 days and sells for 90 and seeds cost 20, and a fast one takes "
              "3 days, sells 45, seeds 15, which one is better per day over a 28 day season?"),
            A("With replanting on harvest day: the 6-day crop fits 4 harvests in 28 days (70 profit each, so 280). "
              "The 3-day crop fits 9 harvests (30 profit each, so 270). Nearly even on money, but the 3-day crop "
              "costs nine times the watering and replanting effort, so the slow one is better per minute played."),
            U("nearly even is exactly what I wanted. the fast one is for people who like clicking"),
            A("That's a nice split: one for planners, one for grinders.")]


def en_npc_lines(rng):
    return [U("can you write three lines for Bram the grumpy blacksmith? he's secretly soft. cosy tone, not "
              "mean"),
            A("1. \"Hmph. Your hoe's bent again. ...Leave it. I'll have it by morning.\"\n2. \"Don't touch the "
              "anvil, it's hot. And don't tell anyone I keep a kitten behind it.\"\n3. \"Winter's coming. Here. Spare "
              "gloves. They were lying around. Don't make it a thing.\""),
            U("'don't make it a thing' is SO him. adding all three"),
            A("Glad he came through. He has strong 'secretly buys everyone birthday cakes' energy.")]


def en_store_copy(rng):
    return [U("store page short description has to be under 300 chars. current one is clunky:\n\n\"Thistledown is a "
              "farming game where you grow crops and meet villagers and explore a valley and fish and cook and "
              "there are seasons and a dog.\""),
            A("Try: \"Inherit a tumbledown farm in a valley that time forgot. Grow crops through four seasons, befriend "
              "a village of oddballs, cook, fish and pet the dog (yes, you can pet the dog). A cosy farming game "
              "about putting down roots.\" That's about 230 characters."),
            U("'(yes, you can pet the dog)' is going to do so much work for us lol"),
            A("It's the single most searched cosy game question, practically.")]


def en_tax(rng):
    return [U("self assessment is due and I'm staring at the form like it's in ancient greek"),
            A("If it helps, split it into three piles: income (Steam and grant payouts), expenses (Juno, Teodor, "
              "software, desk), and everything else. Most of the form is putting those totals in boxes."),
            U("the grant goes under... what"),
            A("There's an 'other business income' box that most people use for it. Your accountant can tell you "
              "if it belongs somewhere else in your case."),
            U("ok. piles. I can do piles")]


def en_press_email(rng):
    return [U("help me write a cold email to a cosy games newsletter? short. I hate long pitches"),
            A("Subject: Thistledown: a cosy farming game with a very pettable dog\n\nHi! I'm Mags, solo dev at "
              "Fernlight Games. Thistledown is a hand-drawn farming game with a demo on Steam now. Players are "
              "averaging 47 minutes in a 50-minute demo. Press kit and keys are here: [link]. Would love for you to "
              "try it. Thanks for reading!\n\nMags"),
            U("it's good but I'm not solo, there's three of us"),
            A("Good catch. Swap 'solo dev' for 'one third of Fernlight Games (we're three)'. It's charming and "
              "accurate.")]


def en_lfs_quota(rng):
    gb = rng.randint(9, 14)
    return [U("github says we're at %d.4 GB of LFS and over the quota. how do I see what's eating it" % gb),
            A("Run `git lfs ls-files -s` to list tracked files with sizes, and sort by size. Usually it's the raw "
              "PSDs and the uncompressed audio. Old versions count too, because LFS keeps history."),
            U("it's the audio. Teodor's wav stems. all of them. every version"),
            A("Then either buy a data pack (cheap) or move the stems to shared storage and keep only the final "
              "compressed banks in the repo. The second is cleaner long term.")]


def en_deck_glyphs(rng):
    return [U("how do I detect if someone is on a Steam Deck so I can show the right button icons?"),
            A("Steamworks has `SteamUtils()->IsSteamRunningOnSteamDeck()`. But glyphs should really follow the "
              "active input device, not the hardware, because Deck players can plug in a keyboard. Steam Input's "
              "GetGlyphForActionOrigin handles that for you."),
            U("glyphs follow input, not hardware. got it"),
            A("Yes. Much less surprising for players.")]


def en_switch_memory(rng):
    return [U("the Switch build is using way more memory than Windows. why is that even possible"),
            A("Usually texture compression. If the Switch build falls back to uncompressed textures (because the "
              "import settings only define desktop formats), every sprite atlas is several times bigger. Check "
              "the platform override for ASTC on the atlases."),
            U("...there is no platform override. there was never a platform override"),
            A("That'll be it then. Setting ASTC 6x6 on the big atlases usually halves the texture memory.")]


def en_teodor_track(rng):
    return [U("Teodor sent the autumn theme. it's beautiful but the loop point has a tiny click. how do I say that "
              "without being annoying, he's sensitive about loops lol"),
            A("Something like: \"Autumn theme is gorgeous, honestly one of my favourites. Tiny thing: I hear a "
              "small click at the loop point around 2:14 on headphones. Might be a zero-crossing thing? No rush.\" "
              "Leading with the genuine compliment helps."),
            U("it IS one of my favourites, I'm not even lying"),
            A("Then it'll land well, because it's true.")]


def en_juno_sprites(rng):
    return [U("Juno's new villager portraits are in and the palette is a bit off from the old ones, warmer. do I "
              "say something or is it fine"),
            A("If the old and new portraits appear side by side (in dialogue or the relationship menu), players "
              "will notice. Worth a short note, framed as 'do we update the old ones or cool the new ones'. She "
              "might prefer the warmer palette and want to redo the old set."),
            U("she'll definitely want to redo the old ones. she hates the old ones"),
            A("Then it's a scheduling question more than a feedback one.")]


def en_fest_graph(rng):
    return [U("why did wishlists spike on the second day of the festival and not the first?"),
            A("Most festivals rotate which games get featured, and day one traffic is spread thin across the "
              "front page. Day two is when streamer coverage and word of mouth land. A second-day spike is very "
              "normal."),
            U("ok so it wasn't the tweet I posted that day. damn"),
            A("The tweet probably helped a bit too. It's rarely one thing.")]


def en_troll(rng):
    return [U("someone in the discord keeps posting 'stardew did it better' under every update. ban or ignore"),
            A("Ignore for now unless they break a rule. One comparison isn't harassment. If it continues after "
              "a mod nudge, a timeout is reasonable. Banning someone for being grumpy about farming games tends "
              "to create more drama than it removes."),
            U("fair. also stardew DID do it better, that's the whole genre lol"),
            A("Everyone's standing on that particular shoulder.")]


def en_plurals(rng):
    return [U("loc question. the string '{0} crops harvested' breaks in some languages, right?"),
            A("Yes. Plural rules differ a lot; Polish, Russian and Arabic have several plural forms, and Japanese "
              "has none. Use ICU MessageFormat style strings like '{count, plural, one {# crop} other {# crops}}' "
              "so translators can supply each form."),
            U("ugh ok. how many strings have numbers in them, like 60?"),
            A("Probably. A quick grep for '{0}' in the string table would give the exact count.")]


def en_font_size(rng):
    return [U("someone asked for bigger text on Switch handheld. how big is big enough?"),
            A("A common rule of thumb is that body text on Switch handheld shouldn't go much below about 24px at "
              "720p. A text size option with 3 steps is cheap and solves it for everyone."),
            U("3 steps. small medium chonky"),
            A("'Chonky' as an official setting name would get screenshotted a lot.")]


def en_sleep(rng):
    c = rng.randint(3, 6)
    return [U("slept 4 hours. on coffee number %d. I can hear colours" % c),
            A("Maybe save the save-system refactor for tomorrow and do something low-stakes today, like triage "
              "or store page text."),
            U("low stakes. yes. I'll rename some variables. nothing can go wrong"),
            A("Famous last words, but sure.")]


def en_mum(rng):
    return [U("my mum asked when the game is coming out 'on the playstation'. it is not coming out on the "
              "playstation. I have told her six times"),
            A("To be fair, from the outside every console is 'the playstation'. Maybe tell her it's on 'the "
              "Nintendo' and see if it sticks."),
            U("she'll tell her book club it's on the xbox. I know it"),
            A("Free word-of-mouth marketing, even if the platform is wrong.")]


def en_meetup(rng):
    return [U("went to the local gamedev meetup, someone demoed a game where you're a sentient teapot. "
              "honestly incredible"),
            A("Sentient teapot games are an underserved market. Did you show Thistledown?"),
            U("yeah on my laptop, people liked the dog. everyone likes the dog. the dog is carrying this studio"),
            A("Every studio needs a load-bearing dog.")]


def en_horses(rng):
    return [U("what if... horses"),
            A("Horses would be lovely, but it's riding animation, pathing for a big collider, a stable building, "
              "and new save data, about six weeks of work realistically. Post-launch update material?"),
            U("post-launch. fine. but I'm drawing a little horse in the margin of the roadmap"),
            A("A margin horse is allowed.")]


def en_sales_report(rng):
    return [U("Steam sent the monthly report for the demo parent app (which has no sales because it's a demo "
              "lol):\n\n> Monthly summary: Thistledown Demo\n> Units: 0\n> Revenue: $0.00\n> Players: 3,208\n"
              "> Median playtime: 47 minutes\n\nwhy do they even send this"),
            A("Automated report, it goes out for every app. The player count and median playtime are the useful "
              "bits, and they match what analytics shows, which is a nice sanity check."),
            U("at least the numbers agree with each other. that's more than I can say for my bank")]


def en_lotcheck_fb(rng):
    return [U("pre-check feedback from Hearthlight's QA partner:\n\n1. [FAIL] Error message when the SD card is "
              "full doesn't use the system dialog.\n2. [FAIL] Pressing HOME during the save icon animation leaves "
              "the icon stuck.\n3. [WARN] Button glyphs in the options menu show Xbox icons in one spot.\n"
              "4. [PASS] Language settings follow system language.\n\nhow bad is this"),
            A("Not bad at all. Two fails, both well-known. Use the system error applet for storage-full, and "
              "stop or reset the save icon animation when the app loses focus. The glyph warning is a stray asset. "
              "Probably two or three days of work including a retest."),
            U("two days I can live with. the xbox glyph is so embarrassing lol"),
            A("Every cert pre-check finds one. It's practically tradition.")]


def en_pub_email(rng):
    return [U("Hearthlight email, summarise pls:\n\n> Hi Mags, following up on our call. We're aligned on M4 "
              "including winter. Marketing would like a vertical trailer for socials and 10 screenshots at "
              "1920x1080 with no UI. Our showcase slot is not confirmed yet. We'll know in about a fortnight. "
              "Please also send the updated credits list. Thanks! H."),
            A("Summary: M4 scope includes winter (confirmed). They want a vertical social trailer, 10 UI-free "
              "1080p screenshots, and the updated credits list. The showcase slot is still unconfirmed, with "
              "news in about two weeks."),
            U("vertical trailer. why is everything vertical now. my game is horizontal"),
            A("You can crop a 9:16 window that follows the player in engine. It's quick to set up and looks "
              "intentional.")]


def en_tool_mail_send(rng):
    return [U("can you email Teodor and ask if the winter track can have a 30 second cut for the Hearthlight "
              "showcase? no rush, end of month is fine"),
            T("mail_send", {"to": "teodor@", "subject": "30s cut of the winter track?",
                            "body": "Hi Teodor! Hearthlight asked for a 30-second cut of the winter theme for a "
                                    "showcase. No rush, end of month is fine. Thanks! Mags"},
              "sent"),
            A("Sent, with end of month as the deadline."),
            U("ty. he'll reply at 3am with a 31 second version and a paragraph about why"),
            A("And it'll probably be the right call.")]


def en_tool_bug_create(rng):
    return [U("log a bug: rain sound keeps playing indoors if you enter a house mid-thunderstorm. P2"),
            T("bug_tracker_create", {"title": "Rain SFX continues indoors when entering during thunderstorm",
                                     "priority": "P2", "labels": ["audio", "weather"]},
              "created THD-0921"),
            A("Logged as THD-0921, P2, tagged audio and weather."),
            U("the thunderstorm was Teodor's idea. I'm assigning it to him spiritually"),
            A("Spiritual assignment noted. Actual assignee is still you, I'm afraid.")]


def en_tool_trigger(rng):
    return [U("kick off a Windows build from main please, I want to send it to the playtesters tonight"),
            T("build_server_trigger", {"pipeline": "windows", "branch": "main"},
              "queued: windows@main on old-gaming-pc (position 1)"),
            A("Queued on the old gaming PC, first in line. Usually about 25 minutes."),
            U("perfect, time for a tea")]


def en_achievements(rng):
    return [U("brainstorm achievement names with me. cosy + slightly silly"),
            A("Some starters:\n- 'Root Access': plant your first crop\n- 'Bramble On': clear 100 weeds\n"
              "- 'Hen Party': own 10 chickens\n- 'Leaf It To Me': finish autumn's community request\n"
              "- 'Good Boy': pet the dog 100 times\n- 'Soup-erb': cook every soup (once soup exists)"),
            U("'Good Boy' for petting the dog is non-negotiable. 'Root Access' too, the nerds will love it"),
            A("Both locked in. Shall I draft the rest around seasons?"),
            U("later, yeah")]


def en_save_debug(rng):
    return [U("why would a save load fine in the editor but fail in the build? same file"),
            A("Most common reasons: the build uses a different persistent path (so it's not actually the same "
              "file), IL2CPP stripping a type the serializer needs via reflection, or a path separator issue on "
              "a different OS. Stripping is my bet. A link.xml that preserves your save data types fixes it."),
            U("it was stripping. how did you know"),
            A("It's always stripping. Or DNS, but you don't have DNS in a save file.")]


def en_algorithm(rng):
    return [U("is it true that the steam algorithm gives you a bump at 10 reviews?"),
            A("That one's mostly folklore. Reviews matter through conversion and the review-score label, and "
              "that label needs 10 reviews to show at all. Visibility itself comes from sales and engagement, "
              "not a review threshold."),
            U("so it's not a magic number, it's just the label showing up. that's less fun but ok")]


def en_pub_quiz(rng):
    return [U("pub quiz tonight. our team name is 'Quizteama Aguilera'. we came 7th last time out of 8"),
            A("Strong name, and 7th of 8 leaves lots of room to improve. Any weak categories?"),
            U("sport. all of us. none of us know anything about sport. we guess 'Manchester' for everything"),
            A("Statistically 'Manchester' is right more often than you'd think.")]


def en_gardening(rng):
    return [U("I bought an actual real life plant to be more in touch with my game. it's a basil. it's already "
              "dying"),
            A("Basil is famously dramatic. Sunny window, water when the top of the soil is dry, and pinch off the "
              "flowers. It'll probably bounce back."),
            U("the game has taught me nothing about real farming. zero transferable skills"),
            A("You did learn that everything needs water. That's one.")]


def en_deck_perf(rng):
    return [U("frame rate on the Deck drops in the big greenhouse. like 40ish"),
            A("The greenhouse has lots of overlapping transparent sprites (leaves, glass), which is overdraw "
              "heavy. Options: sort and batch the plant sprites, cap particles inside, or cut the glass reflection "
              "layer on the Deck quality preset."),
            U("the glass layer. nobody will notice the glass layer"),
            A("Nobody will. Players notice frame drops, not missing reflections.")]


def en_credits(rng):
    return [U("updating the credits. do I put the cat in the credits"),
            A("Yes. Lots of games credit pets under special thanks. 'Biscuit, QA (keyboard division)' would be "
              "perfect."),
            U("'keyboard division' lmao yes")]


def en_vertical_trailer(rng):
    return [U("ffmpeg question: how do I crop a 16:9 video into 9:16 from the middle"),
            A("`ffmpeg -i in.mp4 -vf \"crop=ih*9/16:ih\" -c:a copy out_vertical.mp4` crops a centred 9:16 window. "
              "For 1080p input that gives 607x1080; add scale=1080:1920 after the crop if the platform wants full "
              "resolution."),
            U("worked. the dog is now centre stage as he deserves")]


def en_rain_song(rng):
    return [U("Teodor's rain song has 40k plays on his soundcloud. more than our trailer. I'm not jealous. I'm "
              "not"),
            A("That's actually great for you: his audience is now your audience. Link the store page from the "
              "track description."),
            U("oh that's smart. asking him today")]


def en_holiday(rng):
    return [U("thinking about taking 4 days off after launch. is that irresponsible"),
            A("It's the opposite. The first week after launch is hotfix week, so take the days after that's "
              "settled, not during. Tell Hearthlight and the Discord mods in advance so nothing waits on you."),
            U("after hotfix week. ok. somewhere with no wifi. a cabin. with a goat ideally")]


EN_CHATTER = [en_cat, en_next_fest_mail, en_crash_null, en_ci_fail, en_contract_term, en_tracker_export,
              en_playtest, en_discord_reply, en_budget, en_tool_crash_bugs, en_tool_ci_status, en_tool_wishlists,
              en_tool_mail, en_tool_calendar, en_tool_analytics, en_weather, en_other_game, en_burnout, en_chickens,
              en_back_pain, en_soup, en_crop_math, en_npc_lines, en_store_copy, en_tax, en_press_email,
              en_lfs_quota, en_deck_glyphs, en_switch_memory, en_teodor_track, en_juno_sprites, en_fest_graph,
              en_troll, en_plurals, en_font_size, en_sleep, en_mum, en_meetup, en_horses, en_sales_report,
              en_lotcheck_fb, en_pub_email, en_tool_mail_send, en_tool_bug_create, en_tool_trigger,
              en_achievements, en_save_debug, en_algorithm, en_pub_quiz, en_gardening, en_deck_perf, en_credits,
              en_vertical_trailer, en_rain_song, en_holiday]


# ======================================================================================
# Chinese: an indie studio of four in Chengdu (制作人 = the user, 阿飞 主程, 小鹿 主美, 豆豆 策划兼运营)
# ======================================================================================

ZH_NAMES = [
    "刘总", "陈老师", "小唐", "王姐", "赵律师", "孙经理", "周一鸣", "林晓雯", "何佳怡", "老郑", "宋姐", "蒋工",
    "马哥", "黄老师", "丁丁", "吴昊天", "郭师傅", "许晴", "罗佳", "邓涛", "谢主编", "韩梅梅", "曹师兄", "彭大仙",
    "白露", "苏小妍", "胡老板", "方姐", "阿Ken", "Yuki酱", "杜若", "钱多多",
]

ZH_COMMANDS = [
    "git clone git@e.coding.net:daotian/daotian-client.git",
    "python tools/check_sensitive_words.py --dict dict/sensitive.txt --src Assets/Localization",
    "Tuanjie.exe -batchmode -quit -projectPath . -executeMethod Build.BuildWindows",
    "steamcmd +login daotian_build +run_app_build ..\\scripts\\app_build_ea.vdf +quit",
    "adb install -r build/android/daotian.apk",
    "pip install -i https://pypi.tuna.tsinghua.edu.cn/simple openpyxl",
    "ffmpeg -i pv_master.mov -c:v libx264 -b:v 8M pv_bilibili.mp4",
    "npm config set registry https://registry.npmmirror.com",
    "python tools/export_script.py --format docx --out docs/script_for_review.docx",
    "dotnet build Daotian.sln -c Release",
    "svn update D:\\art\\daotian_art",
    "robocopy D:\\build\\ea \\\\nas\\release\\ea /MIR",
    "docker run -d --name redis-daotian redis:7",
    "scp build/server.tar.gz deploy@10.0.3.21:/opt/daotian/",
    "git reset --hard origin/ea-release",
    "python tools/gen_screenshots.py --count 20 --no-ui",
    "git lfs track \"*.psd\" \"*.spine\"",
    "Unity.exe -batchmode -quit -projectPath . -buildTarget StandaloneWindows64 -executeMethod Build.EA",
    "git log --author=\"afei\" --since=\"3 days ago\" --oneline",
    "sqlite3 save/slot2.db \"select * from fields limit 5\"",
    "python tools/loc_export.py --lang zh-Hant,en --out loc/",
    "7z a docs_for_review.7z docs\\review\\",
]

ZH_DECISIONS = [
    ("先上 Steam 抢先体验，国内版号下来再上 TapTap", "版号排队至少要大半年"),
    ("立绘外包给墨鱼工作室", "他们报价低一截而且能按月结"),
    ("抢先体验先定一个低价", "前期评测数量比首月收入更重要"),
    ("砍掉钓鱼玩法", "测试里几乎没人玩还老出 bug"),
    ("国内版改用团结引擎", "国内版要接的合规插件在团结上省事得多"),
    ("把实名认证接入交给发行商做", "他们手上有现成的一套"),
    ("剧情文本全部重新过一遍敏感词", "审核对文本一向抠得很细"),
    ("抢先体验阶段只做简体中文和英文", "繁体和日文的测试资源根本不够"),
    ("每周五发一次测试包", "群里的玩家都是周末才有空玩"),
    ("今年不去 ChinaJoy", "展位费加差旅够我们发两个月工资"),
    ("上线日期放在周四", "周四上线正好赶上周末第一波流量"),
    ("主角改成可以选性别", "测试反馈里差不多一半人在问这个"),
    ("存档系统重写成 JSON", "二进制格式升级版本时没法迁移"),
    ("开发日志主要发 B站", "我们的玩家大部分都在那边"),
    ("坚持买断制不做内购", "种田游戏加抽卡会被骂死"),
    ("配乐找独立音乐人做", "版权干净以后出原声带也方便"),
    ("先推掉发行商的手游版提议", "四个人根本顾不过来两个平台"),
    ("工作室注册在高新区", "那边对小游戏公司有房租补贴"),
    ("正式版上线后 Demo 继续挂着", "Demo 能持续带来愿望单"),
    ("美术风格保留手绘", "3D 草图看起来跟手游买量广告一模一样"),
    ("让豆豆专门负责社区", "我和阿飞实在腾不出手回玩家消息"),
    ("首周折扣只打九折", "折扣太狠以后原价会显得很虚"),
    ("联机先只做双人", "四人同步的时候作物生长计时老出错"),
]

ZH_CONSTRAINTS = [
    ("把包推到 Steam 默认分支", "在 beta 分支跑满一整天"),
    ("合并代码到 release 分支", "夜间构建全部通过"),
    ("给发行商发包", "我自己先玩过前二十分钟"),
    ("在玩家群里发更新公告", "补丁真的在 Steam 上线"),
    ("对外公布上线日期", "发行商书面确认"),
    ("发 Steam key", "对方在主播名单里"),
    ("改存档格式", "写好旧版本的迁移测试"),
    ("升级引擎版本", "版号材料提交上去"),
    ("付外包尾款", "验收单签字"),
    ("提交版号材料", "敏感词全部扫过一遍"),
    ("周五发热更新", "修的是崩溃或者坏档问题"),
    ("直接往主干提交美术资源", "过了导入检查"),
    ("打发布 tag", "更新日志写完"),
    ("直播开发过程", "剧透内容全部关掉"),
    ("答应新的需求", "砍掉一个同样大小的需求"),
    ("公开回复差评", "睡一觉冷静下来"),
    ("清空统计数据库", "每周的导出跑完"),
    ("把愿望单数据发给外人", "对方签了保密协议"),
    ("给外包提新需求", "上一批返修全部结束"),
    ("换商店页主图", "这轮促销活动结束"),
    ("用公司卡投广告", "设好每日预算上限"),
]

ZH_QUESTIONS = [
    "版号审核是不是要交完整的剧情文本",
    "抢先体验阶段的 Steam 评测会不会一直带到正式版",
    "软著下来之前能不能先交版号材料",
    "防沉迷系统在 Steam 版里是不是也必须接",
    "发行商的预付款没回本的话合同结束要不要退",
    "Steam 国区定价会不会跟着汇率自动调整",
    "外包美术的源文件版权是不是默认归我们",
    "愿望单要到多少才能上新品节的热门榜",
    "版号下来之后改游戏名要不要重新审",
    "TapTap 的预约量和 Steam 愿望单能不能合在一起给发行商看",
    "我们这种小工作室能不能申请成都的文创补贴",
    "游戏里引用古诗算不算需要授权的内容",
    "抢先体验期间涨价会不会被 Steam 限制",
    "测试服玩家的存档能不能直接继承到正式版",
    "音乐人的分成要不要单独写进发行合同",
    "海外主播拿了免费 key 直播要不要标注广告",
    "自审报告是我们自己写还是得找代理机构",
    "Steam 上的退款会不会从发行商那份里扣",
    "申请版号时提交的版本号要不要跟上线版本一致",
    "出版单位那边的服务费是一次性的还是按年收",
    "抢先体验结束的时候能不能再办一次发售活动",
]

ZH_T = {
    "name": [
        ("发行商那边的对接人换成{x}了，以后商务上的事直接找就行", ["好的，以后商务邮件我都按新的对接人来发。"], None),
        ("版号代理是{x}介绍的，说是做过几十个独立游戏的材料", ["有经验的代理能少走很多弯路，我把材料清单整理好备着。"], None),
        ("{x}刚在群里说 Demo 第三天会卡在地窖里，截图都发了，真是救命", ["热心玩家太宝贵了，我先把这个问题记进 bug 单，顺便加到鸣谢名单里。"], None),
        ("测试外包那边派了{x}来跑兼容性，周一开始", ["好，我把测试设备清单和已知问题列表先准备好。"], None),
        ("宣发邮件抄送一下{x}，现在媒体这块是这个人在管", ["收到，以后媒体相关的邮件都会抄送。"], None),
        ("昨天跟{x}吃了顿火锅，聊了下主机移植的事，感觉挺靠谱的", ["火锅局谈合作，很成都了。有需要的话我可以先起草一封正式的介绍邮件。"], None),
        ("看合同的律师是{x}，朋友的朋友，收费很良心", ["太好了，我把合同的修改意见集中放在一个文档里方便对方看。"], None),
        ("B站那个做了三小时实况的 UP 主叫{x}，正式版一定要送 key", ["必须的，我把对方放到主播 key 名单最前面。"], None),
        ("代账会计是{x}，说下个月前要把发票全部理清楚", ["那我先把 Steam 的结算单和外包发票汇总到一个文件夹里。"], None),
        ("今天{x}来工作室串门，带了一箱冰粉，感动哭了", ["冰粉是真的好东西，这位朋友懂成都人。"], None),
        ("发行商那边管 QA 的是{x}，测试报告以后直接发过去", ["好的，测试报告以后直接抄送过去。"], None),
    ],
    "command": [
        ("记一下，这个要这么跑：`{x}`，别再问我了哈哈", ["记下了，我顺便放进构建文档里。"], None),
        ("CI 上最后跑通的是这个：\n```\n$ {x}\n```\n之前那个为什么不行我也不知道", ["能跑通就好，我之后把流水线配置改成这个。"], None),
        ("PS D:\\daotian> {x}\n\n就是这条，跑完就好了，记下来", ["已经记到 Windows 相关的笔记里了。"], None),
        ("阿飞说遇到这种情况先跑 `{x}` 再说", ["好，我把它放到排查清单的第一条。"], None),
        ("写进 wiki：`{x}`，要在仓库根目录执行，不然会报错", ["已写进 wiki，备注了要在仓库根目录执行。"], None),
        ("折腾了一下午，最后就是一句 `{x}`。一下午啊！", ["一行代码一下午，经典。记下来以后就不用再踩了。"], None),
        ("贴这里防止忘了：\n\n    {x}\n\n只在打包机上试过", ["存好了，标注了只在打包机上验证过。"], None),
        ("每次发版都要查一遍，干脆记在这：`{x}`", ["好，我也把它钉到发版清单里。"], None),
        ("今天才知道可以 `{x}`，效率直接翻倍", ["这种小技巧没人教真的不知道，要不要也发给小鹿？"], None),
    ],
    "id": [
        ("掉进地窖出不来的那个 bug 是 {x}，下个补丁修", ["好，已经标到下个补丁的里程碑里。"], id_bug),
        ("昨晚夜间构建 #{x} 是第一个带新存档的，留着别删", ["我在构建服务器上把它标成永久保留。"], id_build),
        ("Demo 的 AppID 是 {x}，正式版是另一个，我老搞混", ["容易混，我在 Steamworks 笔记里把两个都标清楚。"], id_app),
        ("软著登记号是 {x}，版号材料里要填", ["记下了，我放到版号材料清单里对应的位置。"], id_ruanzhu),
        ("跟发行商的合同编号是 {x}，开票要写上", ["好，我更新一下开票模板。"], id_contract),
        ("外包这个月的发票号是 {x}，财务要核对", ["已加到本月待核对的清单里。"], id_fapiao),
        ("Steam 客服工单是 {x}，说三到五个工作日回复，呵呵", ["我会盯着邮箱，有回复第一时间告诉你。"], id_ticket),
        ("发行商那个需求变更单是 {x}，就是要加钓鱼小游戏的那个", ["收到，这个可能要先评估工作量再答复。"], id_cr),
        ("Mac 的 depot 是 {x}，Windows 的是前一个", ["已经记在 depot 对照表里。"], id_depot),
    ],
    "port": [
        ("联机中继服务器监听的是 {x} 端口，别问为什么选这个", ["不问，记下来就行。"], port_num),
        ("Jenkins 挪到 :{x} 了，原来那个端口给数据看板用了", ["好，我把 wiki 里的链接也改一下。"], port_num),
        ("局域网联机测不通的话，先看防火墙有没有放行 UDP {x}", ["好，这条放进联机排查文档。"], port_num),
        ("自己搭的 Sentry 绑在 localhost:{x}，要先开隧道才能看", ["明白，先开隧道再看面板。"], port_num),
        ("测试服的查询端口是 {x}，Steam 那边也要开", ["记下了，我加到服务器部署清单里。"], port_num),
        ("我写的统计小服务跑在端口 {x} 上，凌晨两点写的，别嫌弃", ["不嫌弃，凌晨两点的代码能跑就是胜利。"], port_num),
        ("实名认证的测试接口在内网 {x} 端口，发行商给的", ["好，我把测试环境的配置整理到一起。"], port_num),
        ("构建缓存服务换到 {x} 端口了，不跟 Docker 抢了", ["这样应该就不冲突了，打包机上的配置要不要一起改？"], port_num),
    ],
    "version": [
        ("项目锁定在 Unity {x}，上线前谁也别升级", ["锁定了，我在 README 里写一句提醒。"], v_unity),
        ("国内版用团结引擎 {x}", ["好，我记在国内版的构建说明里。"], v_tuanjie),
        ("这次给新品节的 Demo 是 {x}", ["好，活动公告里就用这个版本。"], v_game),
        ("我们用的 Steamworks.NET 里带的是 {x}", ["知道了，查文档的时候对照着看。"], v_sdk),
        ("FMOD 升到 {x} 之后爆音没了，谢天谢地", ["太好了，我记一下，免得有人把音频库回退。"], v_fmod),
        ("小鹿的 Aseprite 升到 {x} 了，旧版本导出脚本会崩", ["我在美术流程文档里写上最低版本要求。"], v_tool),
        ("补丁说明写的是 {x}，就是那个小热更", ["好，我按小热更的格式写说明。"], v_game),
        ("关卡编辑器用的是 Godot {x}，主游戏不是（说来话长）", ["明白，工具和主游戏的引擎分开记录。"], v_godot),
        ("只有 {x} 会崩，前一个版本没事", ["范围缩小了，在这两个版本之间二分一下应该很快能找到。"], v_game),
    ],
    "money": [
        ("外包立绘报价 {x}，比我预想的便宜", ["不错，包含修改轮次吗？"], zh_money_big),
        ("发行商的签约预付款是 {x}，剩下按里程碑给", ["好，我把里程碑付款和排期对一下。"], zh_money_big),
        ("版号代理的服务费要 {x}", ["我把它记到预算表的资质费用那一栏。"], zh_money_big),
        ("抢先体验定价打算 {x}", ["我先按这个价格做一下收入预估。"], zh_money_price),
        ("上次 B站 推广花了 {x}，带来大概九百个愿望单", ["不算亏，可以和自然流量那几天对比一下。"], zh_money_big),
        ("音乐人的报价是 {x}，包括两轮修改", ["两轮修改包含在内挺合理的，要我起草合同吗？"], zh_money_big),
        ("ChinaJoy 一个小展位要 {x}，还不算差旅", ["确实贵，可以跟线上展会的效果比一比。"], zh_money_big),
        ("工作室房租涨到 {x} 一个月了", ["我更新一下每月固定支出。"], zh_money_big),
        ("原声带 DLC 想卖 {x}", ["以原声带的长度来说挺合适。"], zh_money_price),
        ("高新区的补贴批下来了，到账 {x}", ["好消息，我记到补贴的里程碑下面。"], zh_money_big),
    ],
    "date": [
        ("发行商的里程碑验收在 {x}，之前要把垂直切片打磨好", ["我倒推一下时间，把打磨的时间块排出来。"], zh_date),
        ("新品节 {x} 开始，Demo 之前就要冻结", ["好，我提醒大家提前几天冻结。"], zh_date),
        ("音乐人说 {x} 交最终版", ["记下了，音频接入就排在那之后。"], zh_date),
        ("版号材料打算 {x} 提交", ["好，我提前几天提醒你过一遍清单。"], zh_date),
        ("我 {x} 要回老家喝喜酒，那天别找我", ["已经帮你把那天空出来了，玩得开心。"], zh_date),
        ("媒体评测解禁定在 {x} 晚上八点", ["我会在发 key 的邮件里写清楚解禁时间。"], zh_date),
        ("小鹿休假前最后一天是 {x}，要改图得赶在那之前", ["好，我提前提醒你把改图需求发过去。"], zh_date),
        ("上线直播暂定 {x} 晚上", ["我把那天晚上先占住。"], zh_date),
        ("Steam 商店页审核约在了 {x}", ["好，这样还有时间改一轮。"], zh_date),
        ("补贴的结项报告 {x} 截止", ["时间还够，我可以先按里程碑记录起个提纲。"], zh_date),
    ],
    "decision": [
        ("决定{x}，因为{y}", None),
        ("就{x}吧，{y}", None),
        ("我们还是{x}，主要是{y}", None),
        ("{y}，所以{x}，不讨论了", None),
        ("拍板了：{x}。{y}。", None),
        ("最后定了{x}，理由是{y}", None),
        ("想了一晚上，还是{x}，毕竟{y}", None),
        ("那就这么定：{x}（{y}）", None),
        ("考虑到{y}，我们{x}", None),
        ("跟阿飞商量完了，{x}，{y}嘛", None),
        ("咱们{x}得了，{y}", None),
        ("结论：{x}。原因很简单，{y}", None),
    ],
    "constraint": [
        ("不要{x}，除非{y}", None),
        ("必须{y}才能{x}", None),
        ("{y}之前不许{x}", None),
        ("只有{y}以后才可以{x}", None),
        ("{x}之前一定要确认{y}", None),
        ("除非{y}，否则别{x}", None),
        ("定个规矩：得先{y}，然后才可以{x}", None),
        ("{x}可以，但前提是{y}", None),
        ("等{y}了再{x}，记住啊", None),
        ("以后{x}一律要等{y}", None),
    ],
    "question": [
        ("还不确定{x}", None),
        ("有人知道{x}吗？", None),
        ("我一直没搞清楚{x}", None),
        ("{x}，这个我是真不知道", None),
        ("想问问{x}", None),
        ("群里有人问{x}，我答不上来", None),
        ("说实话不清楚{x}，文档写得前后矛盾", None),
        ("回头得搞明白{x}", None),
        ("突然想到：{x}？", None),
    ],
}

ZH_DECISION_REPLIES = ["有道理，我记到决策记录里，理由也写上。", "好，定了就不再反复了，我记下来。",
                       "合理。计划里有哪些地方要跟着改吗？", "明白，我去更新一下路线图。", "好，要不要我跟小鹿和豆豆同步一下？"]
ZH_CONSTRAINT_REPLIES = ["收到，写进团队规则文档了。", "明白，看到要违反的时候我会提醒。", "好，我会照这个来。",
                         "合理，加到发版清单里了。"]
ZH_QUESTION_REPLIES = ["这个我也不确定，不想乱猜。", "说实话不知道，得问真正管这事的人。", "这个我答不上来，要不要先记到待确认问题里？",
                       "好问题，但我没有靠谱的答案。", "这个我这边确认不了。", "不清楚。另外，早上那份愿望单数据你还要吗？"]
ZH_CONNECT = ["\n\n", "\n\n还有，", "\n\n对了，", "。另外，", "\n\n顺便说一下，", "\n\n再说个事："]
ZH_REPLY_CONNECT = ["\n\n", "\n\n另外，", "\n\n还有一件："]

ZH_PASTE = {
    "date": [
        ("Steamworks 发来的邮件，帮我看看：\n\n> Subject: Steam Next Fest registration confirmed\n> Thanks for registering. The festival runs from {x} for one week. Your demo must be live and visible no later than 48 hours before the event.\n> - The Steamworks Team\n\n所以新品节就是这个时间了",
         ["对，而且 Demo 要提前 48 小时就可见，所以冻结最好再往前放几天。要我把这几个时间点排进日历吗？"], zh_date),
    ],
    "money": [
        ("合同里这条帮我看看：\n\n> 第四条 预付款\n> 4.1 本合同签订后三十日内，发行方向开发方支付预付款{x}，该预付款仅从开发方在主机版本中的分成收入中抵扣。\n> 4.2 预付款回收前，净收入按七三分成（发行方七成）；回收后按五五分成。\n\n“仅从主机版本抵扣”是对我们有利的吧？",
         ["是的，只从主机版本的分成里抵扣，PC 版的收入不会拿去还预付款，对你们有利。另外建议看一下合同里“净收入”是怎么定义的，那里最容易有坑。"], zh_money_big),
    ],
    "name": [
        ("玩家群今天好热闹：\n\n[20:12] 稻草人爱好者：新稻草人太可爱了\n[20:13] {x}：发现个问题，冬天第28天睡觉会直接跳到夏天？？截图发在反馈群了\n[20:15] 今天也要浇水：哈哈季节速通\n[20:21] 咸鱼一条：什么时候能摸牛\n\n跳季节那个我复现了，是真的",
         ["这位玩家帮大忙了。第28天是季末，多半是季节切换那里差了一。我记进 bug 单，把截图链接附上。"], None),
    ],
    "id": [
        ("CI 有点怪，日志最后几行：\n\n```\n[12:41:07] Step 7/9: Upload symbols ... ok\n[12:41:55] Step 8/9: Package ... ok\n[12:42:03] Build #{x} finished: SUCCESS (38m 12s)\n```\n\n显示成功了，但是共享盘上没有包？",
         ["打包这一步是成功的，问题多半是上传到共享盘那一步根本不在这条流水线里，可能只在夜间构建的配置里有。先手动拷一下，回头把这一步加上。"], id_build),
    ],
    "version": [
        ("玩家发来的崩溃日志：\n\n```\nDaotian crash report\nEngine: Unity {x}\nPlatform: WindowsPlayer x64\nException: NullReferenceException\n  at FieldGrowth.Tick (System.Single dt)\n  at FarmClock.Update ()\n```\n\n有头绪吗",
         ["FieldGrowth.Tick 里碰到了空引用，大概率是某块地已经被销毁了但还在计时列表里。加个判空，再在地块销毁时把它从列表里移除就行。"], v_unity),
    ],
}

ZH_TOOLPASTE = {
    "id": [
        ("昨晚的夜间构建是几号？发邮件给发行商要用",
         "build_server_list", {"pipeline": "nightly", "limit": 3},
         "pipeline nightly (3 most recent)\n#{x}  02:00  main@7c1e9a0  SUCCESS  41m\n#{p}  02:00  main@51be2d4  FAILED   12m  (shader compile)\n#{q}  02:00  main@0f3aa71  SUCCESS  40m",
         ["昨晚那次是成功的，就是列表最上面那个。再前一次是着色器编译失败，发行商问起来可以这么解释。"], id_build),
    ],
    "name": [
        ("发行商那边关于冬季地图的邮件是谁发的？我忘了，好尴尬",
         "mail_search", {"query": "冬季地图", "from": "qingyou", "limit": 1},
         "1 result\n- From: {x} <bd@qingyou.games>  Subject: 回复：冬季地图范围  Date: 2027-01-06\n  '雪的效果很好！想确认一下冰钓在不在 M4 范围内？'",
         ["就是结果里那封，问的是冰钓在不在 M4 范围内。要我起草回复吗？"], None),
    ],
    "money": [
        ("冬促一共卖了多少？税前、Steam 分成前的",
         "steamworks_sales", {"app": "daotian", "period": "winter-sale"},
         "period: winter sale\nunits: 1,932\ngross: {x}\nrefunds: 61 units\ntop regions: CN, US, TW, JP",
         ["数据在上面。退款大概占 3%，促销期间算正常。"], zh_money_big),
    ],
}

ZH_REPEAT = {
    "name": ["刚才说的是谁来着……哦对，{x}，我今天就联系", "忘了说，{x}回复了，没问题"],
    "id": ["{x} 在最新的包里还是能复现，烦", "{x} 今天开会又被提到了"],
    "port": ["{x} 的防火墙规则加上了，用咖啡店的网测过了", "原来一直都是 {x}，配置里写错了一个字"],
    "version": ["确认过了，我们就是 {x}，不是版本的问题", "大家都换到 {x} 了，小鹿的电脑我也看过了"],
    "money": ["再确认一下，那个数是 {x}，没问题", "{x} 这个数睡了一觉还是觉得可以"],
    "date": ["提醒自己：{x} 快到了", "跟小鹿说了 {x} 的事，她没意见"],
    "command": ["今天又跑了一遍 `{x}`，一次就过，奇迹", "补充一下，`{x}` 在我笔记本上也能用"],
}
ZH_REPEAT_REPLIES = ["好的。", "收到，谢谢确认。", "记下了。", "好，又少一件事。"]


# ======================================================================================
# Chinese chatter
# ======================================================================================

def zh_opener(rng):
    return [U("早！成都今天又是阴天，我已经喝了%d杯咖啡了，工作室就我一个人到了哈哈" % rng.randint(1, 3)),
            A("早！趁人还没到，要不要先把今天最卡别人的事情理一下？比如外包和发行商那边在等的东西。"),
            U("好，先处理别人的，再处理我自己的，永远是这个顺序"),
            A("哈哈，制作人的宿命。你随时开始。")]


def zh_hotpot(rng):
    return [U("中午阿飞非要吃火锅，一点钟吃完回来整个人都是牛油味，下午开会大家都在闻"),
            A("成都工作室的标准午饭。下午开会开窗通风，顺便提提神。"),
            U("豆豆说下次吃串串，我说那有什么区别，她跟我吵了十分钟"),
            A("这个问题在成都大概能吵一辈子。")]


def zh_banhao_wait(rng):
    return [U("看到群里别的工作室说版号排了快一年，我人都麻了"),
            A("排队时间确实不好说，很多团队都是先在海外平台上线，把版号当成平行推进的事，不把收入全押在国内上线上。你们现在 Steam 抢先体验这条线正好是这个思路。"),
            U("对，就是怕钱撑不到那一天"),
            A("所以抢先体验的收入和发行商的预付款就很关键。要不要我把这两块的时间线和现金流放在一张表里？"),
            U("晚点吧，今天不想看钱")]


def zh_crash(rng):
    return [U("通宵挂机测试出了个新崩溃：\n\n```\nIndexOutOfRangeException: Index was outside the bounds of the array.\n  at Daotian.Inventory.Hotbar.SetSlot (System.Int32 index) in Hotbar.cs:88\n  at Daotian.Inventory.Hotbar.OnScroll (System.Single delta) in Hotbar.cs:141\n```\n\n滚轮不是会循环吗，怎么会越界？"),
            A("往正方向滚是循环的，但 C# 的取余会保留负号，从第 0 格往上滚就是 -1 % 10 = -1，直接越界。用 ((i % n) + n) % n 就好了。挂机测试的假输入两个方向都会滚，所以才触发。"),
            U("又是负数取余……我在三个项目里犯过同一个错"),
            A("写个 Wrap 小函数放工具类里，以后就只需要写对一次。")]


def zh_ci_fail(rng):
    return [U("CI 跑了五分钟挂了：\n\n```\n[build] Building target: StandaloneWindows64\n[build] ERROR: License is not active for this machine\n[build] Exiting with code 198\n```\n\n昨天还好好的"),
            A("昨天那次可能是在另一台打包机上跑的。这台的编辑器许可证没激活，或者过期了。在那台机器上登录激活一下许可证，再重启构建代理就行。"),
            U("是新装的那台，阿飞装完就忘了激活"),
            A("那就对上了。以后可以给流水线加个标签，只让激活过的机器接构建任务。")]


def zh_contract(rng):
    return [U("合同又一条，帮我翻译成人话：\n\n> 第九条 合同期限\n> 9.1 本合同自签订之日起生效，有效期至首个主机版本正式发售之日起满五年。\n> 9.2 合同期满后，发行方可在六个月内继续销售已生产的实体版库存。"),
            A("人话：合同从签字开始算生效，但五年是从第一个主机版本发售那天开始数。到期以后他们还能把已经做好的实体版卖六个月，但不能再生产新的。数字版到期后应该停止，可以再核对一下定义条款里有没有把数字版也算进“库存”。"),
            U("实体版哈哈哈，我们还能出实体版吗，做梦"),
            A("种田游戏出限量实体版现在还真不少，梦想可以留着。")]


def zh_bug_export(rng):
    return [U("bug 单导出，没分级的那堆：\n\nid,标题,来源\nDT-0902,鸡会在栅栏里下蛋,玩家群\nDT-0905,读档后音乐停了,小鹿\nDT-0907,邮件界面错别字“接收”写成“接受”,玩家群\nDT-0911,下雨时屋里也有雨滴,我\nDT-0913,钓鱼后手柄一直震动,测试\n\n帮我分个级"),
            A("简单分一下：\n- DT-0913 手柄一直震：P1，多半是钓鱼提前退出时没停震动。\n- DT-0905 读档后没音乐：P1，读档时音频状态没重新初始化。\n- DT-0911 屋里下雨：P2，室内区域要关掉天气效果。\n- DT-0902 鸡在栅栏里下蛋：P3，说实话挺可爱。\n- DT-0907 错别字：P3，两秒钟的事。"),
            U("栅栏下蛋保留，当特性了"),
            A("标记为“不修（玩家喜欢）”。")]


def zh_playtest(rng):
    n = rng.randint(12, 30)
    return [U("周六线下试玩%d个人的反馈，原话：\n\n- “音乐太好听了，下雨那首听哭了”\n- “不知道要每天浇水”\n- “晚上地图看不清”\n- “想多摸摸狗”\n- “第一周体力掉得太快”\n- “背包老是满”\n- “商店五点关门好烦”\n- “可爱！！！”\n\n你怎么看" % n),
            A("归一下类：\n1. 新手引导：每天浇水没讲清楚，第二天加个提示。\n2. 前期压力：体力和背包在第一周都卡人，放宽其中一个就好，别两个都放。\n3. 可读性：夜间地图对比度。\n4. 让人开心的：音乐、狗、整体的可爱，继续保持。\n商店关门时间是这类游戏的经典吐槽，可以改到六点，不用取消。"),
            U("音乐人看到“听哭了”肯定要得意好几天"),
            A("人家应得的，转给对方吧。")]


def zh_group_reply(rng):
    return [U("玩家群里有人说我们“放弃 Mac 了”，其实就是晚一周。帮我写个不那么冲的回复，我现在有点火大"),
            A("参考：“理解大家的担心！Mac 版没有放弃，只是签名和公证流程比 Windows 慢一点，大概晚一周。上线后会第一时间在公告频道通知，谢谢大家耐心等！”"),
            U("可以，“签名和公证流程”听起来就很专业"),
            A("本来就挺专业的，苹果那套流程谁做谁知道。")]


def zh_budget(rng):
    return [U("帮我算下每月固定开销：房租 6500，四个人工资加起来 42000，外包月结平均 8000，软件订阅 900，水电网 700"),
            A("一共 58,100 元一个月。要不要我用现在账上的余额算一下还能撑几个月？"),
            U("不要，今天不想知道，周五再说"),
            A("好，周五之前我不提这个。")]


def zh_tool_crash(rng):
    return [U("现在还有几个没修的崩溃 bug？说实话"),
            T("bug_tracker_search", {"query": "label:crash status:open", "limit": 10},
              "4 results\nDT-0788  一次卖出999个物品时崩溃  P1  open\nDT-0812  加载时切出窗口崩溃(DX11)  P1  open\nDT-0869  挂机6小时后崩溃  P0  in progress\nDT-0890  打开空附件邮件崩溃  P2  open"),
            A("四个。唯一吓人的是挂机六小时崩溃（P0，已经在修）。卖 999 个和切窗口那两个是 P1，但复现步骤很清楚。空附件那个加个判空就行。"),
            U("四个还行，四个是正常数字，我很冷静"),
            A("这个阶段四个很正常，大部分都是一两行的事。")]


def zh_tool_ci(rng):
    return [U("打包机还活着吗？好安静"),
            T("build_server_status", {}, "agents: 2 online (old-pc, runner-2), 0 busy\nqueue: empty\nlast build: nightly SUCCESS 6h ago\ndisk: old-pc 71% used, runner-2 38% used"),
            A("活着，在摸鱼。昨晚的夜间构建成功了，没有排队任务。旧电脑那台硬盘用了 71%，可以清一下旧的构建产物。"),
            U("那台旧电脑是功臣，快九年了"),
            A("确实，它还能再战一阵。")]


def zh_tool_wishlist(rng):
    return [U("愿望单数据来一下，我做好心理准备了"),
            T("steamworks_wishlists", {"app": "daotian", "range": "last_30_days"},
              "last 30 days\nadds: 6,412\ndeletes: 388\noutstanding: 41,906\ntop regions: CN, US, TW, JP\ntop sources: Steam search, discovery queue, external (bilibili.com)"),
            A("这个月不错：新增约 6400，删除不到 400，净增 6000 左右，总数接近 4.2 万。外部来源里 B站 最多。"),
            U("四万二！！我要去地上躺一会"),
            A("躺吧，这个数字在你们这个阶段很好看。")]


def zh_tool_mail(rng):
    return [U("发行商昨天到现在有新邮件吗"),
            T("mail_search", {"from": "qingyou.games", "since": "yesterday"},
              "1 result\nFrom: 青柚游戏 商务 <bd@qingyou.games>\nSubject: M4 版本反馈\n'整体进度很好！三点：(1) 冬季场景切换时有卡顿 (2) 雪能不能不要那么蓝 (3) 展会想要一段30秒的冬季音乐剪辑'"),
            A("一封 M4 反馈：冬季切换卡顿、雪的颜色、展会要 30 秒冬季音乐。第三条要找音乐人，第一条是唯一真正的技术问题。"),
            U("“雪不要那么蓝”哈哈哈，小鹿肯定调 2% 然后他们就满意了"),
            A("2% 法则从来没失败过。")]


def zh_tool_calendar(rng):
    return [U("我这周都有啥安排"),
            T("calendar_list", {"range": "this_week"},
              "周一 10:00 站会（30分钟）\n周二 14:00 音乐评审：冬季曲目（1小时）\n周三 —\n周四 11:00 牙医\n周四 16:00 发行商周会（45分钟）\n周五 19:00 羽毛球"),
            A("不算满：周一站会，周二听冬季曲目，周三空着，周四牙医加发行商周会，周五羽毛球。"),
            U("周三谁都别约，我要整天搞存档系统"),
            A("要我在周三放一个专注时间块吗？"),
            U("要"),
            T("calendar_create", {"title": "专注：存档系统（勿约）", "day": "周三", "start": "09:30", "end": "17:30"},
              "created event '专注：存档系统（勿约）'"),
            A("好了，周三 9:30 到 17:30 已经占上。")]


def zh_tool_analytics(rng):
    return [U("Demo 的次日留存怎么样"),
            T("analytics_query", {"metric": "retention", "cohort": "demo", "days": [1, 7]},
              "cohort: demo (last 14 days)\nplayers: 3,208\nday1: 38.4%\nday7: 12.9%\nmedian session: 47m"),
            A("次日 38%，七日约 13%，单次时长中位数 47 分钟。对 Demo 来说挺健康，时长最能说明问题，大家基本都玩完了。"),
            U("Demo 一共才五十分钟左右，他们真的在玩！"),
            A("是的，这个数字可以直接拿给发行商看。")]


def zh_panda(rng):
    return [U("周末带我表妹去熊猫基地了，人比熊猫多十倍，熊猫全程在睡觉"),
            A("熊猫的作息很稳定：吃、睡、偶尔翻个身。你们早上去的吗？"),
            U("九点到的，已经排长队了。下次游戏里加个熊猫彩蛋算了"),
            A("种田游戏里藏一只睡觉的熊猫，成都玩家会很买账。")]


def zh_burnout(rng):
    return [U("说实话今天有点崩，觉得游戏做得很烂，想去开奶茶店"),
            A("临近上线有这种感觉太常见了，多半说明你累了，不说明游戏烂。Demo 玩家平均玩了快一个小时，烂游戏是留不住人的。"),
            U("嗯……而且奶茶店也很卷"),
            A("对。下午要不要放慢一点？"),
            U("出去走走，回来修一个小 bug。就一个。")]


def zh_dog(rng):
    return [U("馒头今天把小鹿的数位笔叼走了，找了半小时，在它窝里"),
            A("馒头大概是想参与美术工作。笔还能用吗？"),
            U("能用，就是上面全是口水。小鹿说要在游戏里加一只叼东西的狗报复它"),
            A("这个报复方式很温柔，而且玩家会喜欢。")]


def zh_other_game(rng):
    return [U("昨晚玩了那个新出的料理游戏做“调研”，界面手感太好了，那种弹弹的感觉怎么做的"),
            A("一般是几个小细节叠起来：打开时缩放稍微过冲一点（1.0 到 1.05 再回来）、所有过渡都有缓动、悬停有轻微音效、按下时按钮往下沉两像素。单看都不明显，合起来就“弹”。"),
            U("过冲！我要过冲"),
            A("用补间库大概十行。要不要先给背包面板写一个？"),
            U("回头，我先写在手上")]


def zh_crop_math(rng):
    return [U("数值问题：一种作物6天成熟卖90，种子20；另一种3天成熟卖45，种子15。一季28天哪个划算"),
            A("按收获当天就补种来算：6天的一季收4次，每次赚70，共280；3天的能收9次，每次赚30，共270。钱差不多，但3天的要浇水补种九次，按操作时间算慢的那种更划算。"),
            U("差不多正好，快的给喜欢点点点的人"),
            A("一种给规划型玩家，一种给勤快型玩家，挺好。")]


def zh_npc(rng):
    return [U("帮铁匠老周写三句台词，嘴硬心软那种，温馨一点别太凶"),
            A("1. “锄头又弯了？……放着吧，明早来拿。”\n2. “别碰铁砧，烫。还有，别跟人说我在后面养了只小猫。”\n3. “要入冬了。喏，手套，多出来的。别多想。”"),
            U("“别多想”太像他了，全要了"),
            A("他有一种偷偷给全村人买生日蛋糕的气质。")]


def zh_store_copy(rng):
    return [U("商店页短描述太啰嗦了：\n\n“《稻田日记》是一款种田游戏，你可以种地、认识村民、探索山谷、钓鱼、做饭，有四季还有一只狗。”"),
            A("试试：“继承山谷里一座荒废的小院，在四季轮转中种下稻谷、结识一村子的怪人、做饭钓鱼，还能摸狗（对，可以摸狗）。一款关于慢慢扎根的治愈种田游戏。”"),
            U("“对，可以摸狗”肯定能多卖好几份哈哈"),
            A("这大概是治愈游戏玩家最关心的问题之一。")]


def zh_sensitive(rng):
    return [U("敏感词扫描说道具名“断魂草”有问题，这是个毒草啊，我们的设定就是这样"),
            A("改个不那么冲的名字最省事，比如“醉心草”或“迷魂草”，玩法和设定不用动。审核前把这类名字一次性扫干净，比来回补材料快得多。"),
            U("“醉心草”挺好听，就它了"),
            A("好，顺便全局搜一下有没有其他地方引用了旧名字。")]


def zh_outsource_art(rng):
    return [U("墨鱼那边交了新的村民立绘，颜色比旧的暖，要不要说"),
            A("如果新旧立绘会同时出现（比如对话和好感度界面），玩家一定看得出来。可以问一句“是把旧的改暖，还是把新的调冷”，也许小鹿更喜欢暖的，想把旧的一起重画。"),
            U("小鹿肯定想重画旧的，她一直嫌旧的丑"),
            A("那就变成排期问题了，不是返修问题。")]


def zh_music(rng):
    return [U("音乐人交了秋天的主题曲，很好听，但循环点有个很小的咔哒声，怎么说才不招人烦"),
            A("可以这样：“秋天这首太好听了，是我最喜欢的之一。有个小细节：戴耳机听循环点大概 2:14 有一下轻微的咔哒声，可能是过零点的问题？不急。”先真心夸再说问题，接受度会高很多。"),
            U("本来就是我最喜欢的之一，不是客套"),
            A("那更好，真话最容易被听进去。")]


def zh_devlog_titles(rng):
    return [U("B站 开发日志第%d期，帮我想几个标题，不要太营销" % rng.randint(6, 14)),
            A("几个方向：\n- 《四个人做种田游戏，这个月我们砍掉了什么》\n- 《为了让雪不那么蓝，我们改了三遍》\n- 《玩家在 Demo 里平均待了 47 分钟》\n- 《独立游戏的一周：bug、火锅和版号》"),
            U("“bug、火锅和版号”太真实了，就它"),
            A("很有成都味。")]


def zh_mom(rng):
    return [U("我妈问游戏什么时候“上手机”，我说是电脑游戏，她说那你表妹怎么玩。说了六遍了"),
            A("可以跟她说先上电脑，手机版要等版号。阿姨大概更关心表妹能不能玩到。"),
            U("她会跟广场舞的阿姨们说我做了个手机游戏，我已经预见到了"),
            A("免费的口碑传播，平台说错了也算。")]


def zh_teahouse(rng):
    return [U("下午去人民公园喝了杯盖碗茶，旁边大爷在讨论房价，我在旁边改策划案，特别分裂"),
            A("听起来是很舒服的工作环境。改的是哪一块？"),
            U("冬季活动的节奏。掏耳朵的师傅过来问了三次，我都拒绝了"),
            A("坚定。策划案比掏耳朵重要，至少今天是。")]


def zh_font(rng):
    return [U("游戏里用的思源黑体商用要授权吗？"),
            A("思源黑体是 SIL Open Font License，可以免费商用和嵌入游戏，不能单独卖字体文件本身。打包时把许可证文本放进游戏目录或者致谢里就行。"),
            U("好，那标题那款手写体呢"),
            A("那款得看它自己的授权页，很多手写字体个人免费、商用收费，最好截图留存授权条款。")]


def zh_deck(rng):
    return [U("Steam Deck 上大温室那里掉到 40 帧左右"),
            A("温室里透明精灵叠得很多（叶子、玻璃），过度绘制很重。可以给植物精灵排序合批、室内限制粒子数量，或者在 Deck 画质档位里去掉玻璃反光层。"),
            U("玻璃反光，没人会注意玻璃反光的"),
            A("确实，玩家只会注意掉帧，不会注意少了反光。")]


def zh_trad_chinese(rng):
    return [U("繁体版直接用 OpenCC 转可以吗"),
            A("可以先转，但要人工过一遍。简转繁有一对多的问题，比如“发”要区分“發”和“髮”，“面”要区分“麵”和“面”，种田游戏里“面条”这种词挺常见。台湾用语也不一样，比如“土豆”在台湾是花生。"),
            U("土豆是花生？？那我们的土豆田岂不是……"),
            A("对，台湾玩家会以为你种了一地花生。翻译表里要改成“马铃薯”。")]


def zh_review(rng):
    return [U("有个差评说“就是星露谷换皮”，我好气"),
            A("先别回。这种评价很常见，最有效的回应其实是后续更新。如果要回，就简短感谢，提一句你们自己的特色（比如四季农事和村民故事），别争论。"),
            U("行，不回了。星露谷确实是祖师爷"),
            A("整个品类都站在它肩膀上。")]


def zh_tool_mail_send(rng):
    return [U("帮我给墨鱼那边发个邮件，问冬季立绘能不能月底交，不急"),
            T("mail_send", {"to": "moyu-studio", "subject": "冬季立绘交付时间",
                            "body": "你好！想问一下冬季立绘能否在月底前交付？不着急，按你们的节奏来。谢谢！"},
              "sent"),
            A("发了，写的是月底前，语气很客气。"),
            U("谢谢，他们肯定凌晨三点回")]


def zh_tool_bug_create(rng):
    return [U("记个 bug：雷雨天进屋后雨声还在，P2"),
            T("bug_tracker_create", {"title": "雷雨天进入室内后雨声不停", "priority": "P2", "labels": ["audio", "weather"]},
              "created DT-0921"),
            A("已创建 DT-0921，P2，标签是音频和天气。"),
            U("雷雨是音乐人的主意，精神上分配给对方"),
            A("精神分配已记录，实际负责人还是你。")]


def zh_tool_trigger(rng):
    return [U("从 main 打一个 Windows 包，今晚发给测试群"),
            T("build_server_trigger", {"pipeline": "windows", "branch": "main"}, "queued: windows@main on old-pc (position 1)"),
            A("已排进旧电脑那台，第一个，大概 25 分钟。"),
            U("好，泡杯茶去")]


def zh_achievements(rng):
    return [U("一起想想成就名，温馨一点带点沙雕"),
            A("先来几个：\n- “锄禾日当午”：第一次种地\n- “野草克星”：清除 100 株杂草\n- “鸡飞蛋打”：养满 10 只鸡\n- “好狗狗”：摸狗 100 次\n- “干饭人”：做出所有料理"),
            U("“锄禾日当午”笑死，留着"),
            A("好，其他的回头按季节再补一批。")]


def zh_save_debug(rng):
    return [U("存档在编辑器里能读，打包后读不了，同一个文件，为啥"),
            A("常见原因：打包后的持久化路径不一样（其实不是同一个文件）、IL2CPP 把序列化要用的类型裁剪掉了、或者路径分隔符问题。我猜是裁剪。加一个 link.xml 保留存档相关类型就好。"),
            U("真是裁剪，你怎么知道的"),
            A("十有八九都是裁剪。")]


def zh_landlord(rng):
    return [U("房东说明年要涨房租，工作室可能得搬，我真的没精力搬家"),
            A("上线前搬家确实要命。可以先问问能不能签一年不涨，或者把搬家放到抢先体验上线、第一轮热更稳定之后。"),
            U("对，上线之后再说，现在天塌下来也不搬")]


def zh_badminton(rng):
    return [U("周五打羽毛球，阿飞说他以前是校队的，结果第一局就被豆豆打爆了"),
            A("豆豆深藏不露。阿飞还好吗？"),
            U("他说是拍子的问题，已经在看新拍子了"),
            A("经典。装备党永不认输。")]


def zh_fog(rng):
    return [U("今天雾大到看不到对面楼，感觉在游戏里的清晨场景"),
            A("可以截图给小鹿当参考，清晨的雾色在游戏里一直很难调。"),
            U("好主意，已经拍了，颜色是那种灰蓝带一点黄")]


def zh_vertical(rng):
    return [U("ffmpeg 怎么把横版视频从中间裁成竖版"),
            A("`ffmpeg -i in.mp4 -vf \"crop=ih*9/16:ih\" -c:a copy out_vertical.mp4` 会从中间裁出 9:16。1080p 输入会得到 607x1080，平台要满分辨率的话在后面加 scale=1080:1920。"),
            U("成了，馒头在正中间，完美")]


ZH_CHATTER = [zh_hotpot, zh_banhao_wait, zh_crash, zh_ci_fail, zh_contract, zh_bug_export, zh_playtest,
              zh_group_reply, zh_budget, zh_tool_crash, zh_tool_ci, zh_tool_wishlist, zh_tool_mail, zh_tool_calendar,
              zh_tool_analytics, zh_panda, zh_burnout, zh_dog, zh_other_game, zh_crop_math, zh_npc, zh_store_copy,
              zh_sensitive, zh_outsource_art, zh_music, zh_devlog_titles, zh_mom, zh_teahouse, zh_font, zh_deck,
              zh_trad_chinese, zh_review, zh_tool_mail_send, zh_tool_bug_create, zh_tool_trigger, zh_achievements,
              zh_save_debug, zh_landlord, zh_badminton, zh_fog, zh_vertical]


# ======================================================================================
# conversation builder
# ======================================================================================

SINGLE = ["name", "command", "id", "port", "version", "money", "date"]


def _template_text(lang):
    """Every fixed string a conversation in this language can contain (for needle screening)."""
    parts = []
    T_, P_, TP_, R_ = (ZH_T, ZH_PASTE, ZH_TOOLPASTE, ZH_REPEAT) if lang == "zh" else (EN_T, EN_PASTE, EN_TOOLPASTE, EN_REPEAT)
    for lst in T_.values():
        for e in lst:
            parts.append(e[0])
            if len(e) > 2:
                parts.extend(e[1])
    for lst in P_.values():
        for e in lst:
            parts.append(e[0])
            parts.extend(e[1])
    for lst in TP_.values():
        for e in lst:
            parts.append(e[0])
            parts.append(e[3])
            parts.append(json.dumps(e[2], ensure_ascii=False))
            parts.extend(e[4])
    for lst in R_.values():
        parts.extend(lst)
    if lang == "zh":
        parts += ZH_DECISION_REPLIES + ZH_CONSTRAINT_REPLIES + ZH_QUESTION_REPLIES + ZH_CONNECT + ZH_REPLY_CONNECT
        parts += ZH_REPEAT_REPLIES
    else:
        parts += EN_DECISION_REPLIES + EN_CONSTRAINT_REPLIES + EN_QUESTION_REPLIES + EN_CONNECT + EN_REPLY_CONNECT
        parts += EN_REPEAT_REPLIES
    return "\n".join(p.replace("{x}", "\x00").replace("{y}", "\x00").replace("{n}", "\x00")
                     .replace("{p}", "\x00").replace("{q}", "\x00") for p in parts)


def _msg_count(items):
    return sum(1 for it in items if it[0] in ("user", "assistant"))


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random(seed * 1000003 + attempt * 7919 + (77 if zh else 0))

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output

    # ---------------------------------------------------------------- language pack
    def _pack(self):
        if self.zh:
            return dict(T=ZH_T, PASTE=ZH_PASTE, TOOL=ZH_TOOLPASTE, REPEAT=ZH_REPEAT, REPEAT_R=ZH_REPEAT_REPLIES,
                        names=ZH_NAMES, commands=ZH_COMMANDS,
                        decisions=[(c, r, None) for c, r in ZH_DECISIONS], constraints=ZH_CONSTRAINTS,
                        questions=ZH_QUESTIONS, dec_r=ZH_DECISION_REPLIES, con_r=ZH_CONSTRAINT_REPLIES,
                        q_r=ZH_QUESTION_REPLIES, connect=ZH_CONNECT, rconnect=ZH_REPLY_CONNECT,
                        chatter=ZH_CHATTER, opener=zh_opener, static=_template_text("zh"))
        return dict(T=EN_T, PASTE=EN_PASTE, TOOL=EN_TOOLPASTE, REPEAT=EN_REPEAT, REPEAT_R=EN_REPEAT_REPLIES,
                    names=EN_NAMES, commands=EN_COMMANDS, decisions=EN_DECISIONS, constraints=EN_CONSTRAINTS,
                    questions=EN_QUESTIONS, dec_r=EN_DECISION_REPLIES, con_r=EN_CONSTRAINT_REPLIES,
                    q_r=EN_QUESTION_REPLIES, connect=EN_CONNECT, rconnect=EN_REPLY_CONNECT,
                    chatter=EN_CHATTER, opener=en_opener, static=_template_text("en"))

    # ---------------------------------------------------------------- needle screening
    def _ok(self, v):
        if not v or v in self.corpus:
            return False
        for e in self.taken:
            if v in e or e in v:
                return False
        return True

    def _take_gen(self, gen):
        for _ in range(400):
            v = gen(self.rng)
            if self._ok(v):
                self.taken.append(v)
                return v
        raise RuntimeError("no free value")

    def _take_pool(self, key):
        pool = self.pools[key]
        while pool:
            v = pool.pop()
            if self._ok(v):
                self.taken.append(v)
                return v
        raise RuntimeError("pool %s exhausted" % key)

    # ---------------------------------------------------------------- build
    def build(self):
        try:
            return self._build()
        except RuntimeError:
            return [], [], {}

    def _build(self):
        rng = self.rng
        P = self._pack()
        pk = self.per_kind

        # 1. plan every fact: mode plain / paste / tool
        plan = []
        used_paste, used_tool = set(), set()
        for kind in KINDS:
            for _ in range(pk):
                mode, tpl = "plain", None
                r = rng.random()
                if kind in P["TOOL"] and r < 0.06:
                    cands = [i for i in range(len(P["TOOL"][kind])) if (kind, i) not in used_tool]
                    if cands:
                        i = rng.choice(cands)
                        used_tool.add((kind, i))
                        mode, tpl = "tool", P["TOOL"][kind][i]
                elif kind in P["PASTE"] and r < 0.17:
                    cands = [i for i in range(len(P["PASTE"][kind])) if (kind, i) not in used_paste]
                    if cands:
                        i = rng.choice(cands)
                        used_paste.add((kind, i))
                        mode, tpl = "paste", P["PASTE"][kind][i]
                plan.append({"kind": kind, "mode": mode, "tpl": tpl})

        # plain facts get sentence templates, cycling through a shuffled list per kind
        cyc = {}
        for f in plan:
            if f["mode"] != "plain":
                continue
            k = f["kind"]
            if not cyc.get(k):
                lst = list(P["T"][k])
                rng.shuffle(lst)
                cyc[k] = lst
            f["tpl"] = cyc[k].pop()

        plain = [f for f in plan if f["mode"] == "plain"]
        rng.shuffle(plain)
        chunks = []
        i = 0
        while i < len(plain):
            size = rng.choices([1, 2, 3], weights=[50, 38, 12])[0]
            chunk = []
            while i < len(plain) and len(chunk) < size:
                if any(c["kind"] == plain[i]["kind"] for c in chunk):
                    break
                chunk.append(plain[i])
                i += 1
            if not chunk:
                chunk.append(plain[i])
                i += 1
            chunks.append(chunk)
        special = [f for f in plan if f["mode"] != "plain"]

        singles = [f for f in plan if f["kind"] in SINGLE and f["mode"] != "tool"]
        nrep = min(len(singles), rng.randint(1, 3)) if pk >= 2 else 0
        repeats = rng.sample(singles, nrep)

        fact_msgs = 2 * (len(chunks) + len(special) + nrep)

        # 2. chatter, sized so the conversation lands inside 120..300 messages
        opener = P["opener"](rng)
        pool = list(P["chatter"])
        rng.shuffle(pool)
        blocks = [fn(rng) for fn in pool]
        avail = sum(_msg_count(b) for b in blocks)
        base = fact_msgs + _msg_count(opener)
        lo = max(125, base + 24, int(base * 1.55))
        hi = min(288, base + avail)
        lo = min(lo, hi)
        target = rng.randint(lo, hi)
        chosen = []
        total = base
        for b in blocks:
            if total >= target:
                break
            chosen.append(b)
            total += _msg_count(b)

        # 3. screen and pick needles
        ctext = []
        for b in [opener] + chosen:
            for it in b:
                if it[0] == "tool":
                    ctext.append(json.dumps(it[2][0], ensure_ascii=False))
                    ctext.append(it[2][1])
                else:
                    ctext.append(it[1])
        self.corpus = P["static"] + "\n" + "\n".join(ctext)
        self.taken = []
        self.pools = {}
        for key in ("names", "commands", "decisions", "constraints", "questions"):
            lst = list(P[key])
            rng.shuffle(lst)
            self.pools[key] = lst

        facts = []
        expect = {}
        for f in plan:
            k = f["kind"]
            if k in SINGLE:
                gen = f["tpl"][-1] if f["mode"] != "plain" else f["tpl"][2]
                if gen is None:
                    f["x"] = self._take_pool("names" if k == "name" else "commands")
                else:
                    f["x"] = self._take_gen(gen)
                f["needles"] = [f["x"]]
            elif k == "decision":
                need_noun = f["tpl"][1] == "noun"
                pool_ = self.pools["decisions"]
                while True:
                    if not pool_:
                        raise RuntimeError("decisions exhausted")
                    c, r, n = pool_.pop()
                    if need_noun and not n:
                        pool_.insert(0, (c, r, n))
                        if all(not d[2] for d in pool_):
                            f["tpl"] = (P["T"]["decision"][0][0], None)
                            need_noun = False
                        continue
                    x = n if need_noun else c
                    if self._ok(x) and self._ok(r) and x not in r and r not in x:
                        self.taken += [x, r]
                        f["x"], f["y"] = x, r
                        break
                f["needles"] = [f["x"], f["y"]]
            elif k == "constraint":
                pool_ = self.pools["constraints"]
                while True:
                    if not pool_:
                        raise RuntimeError("constraints exhausted")
                    a, c = pool_.pop()
                    if self._ok(a) and self._ok(c) and a not in c and c not in a:
                        self.taken += [a, c]
                        f["x"], f["y"] = a, c
                        break
                f["needles"] = [f["x"], f["y"]]
            else:
                f["x"] = self._take_pool("questions")
                f["needles"] = [f["x"]]
            facts.append({"kind": k, "needles": f["needles"]})

        def fill(tpl, f):
            s = tpl.replace("{x}", f["x"])
            if "y" in f:
                s = s.replace("{y}", f["y"])
            if "{n}" in s:
                s = s.replace("{n}", f["x"])
            return s

        def reply_for(f):
            k = f["kind"]
            if k == "decision":
                return rng.choice(P["dec_r"])
            if k == "constraint":
                return rng.choice(P["con_r"])
            if k == "question":
                return rng.choice(P["q_r"])
            return rng.choice(f["tpl"][1])

        # 4. fact units
        units = []          # (items, facts carried)
        for chunk in chunks:
            utext = ""
            rtext = ""
            for j, f in enumerate(chunk):
                s = fill(f["tpl"][0], f)
                r = reply_for(f)
                if j == 0:
                    utext, rtext = s, r
                else:
                    utext += rng.choice(P["connect"]) + s
                    rtext += rng.choice(P["rconnect"]) + r
            units.append(([U(utext), A(rtext)], chunk))
        for f in special:
            tpl = f["tpl"]
            if f["mode"] == "paste":
                units.append(([U(fill(tpl[0], f)), A(rng.choice(tpl[1]))], [f]))
            else:
                ask, name, args, out, reps, _g = tpl
                o = out.replace("{x}", f["x"])
                if "{p}" in o:
                    try:
                        v = int(f["x"])
                        o = o.replace("{p}", str(v - 1)).replace("{q}", str(v - 2))
                    except ValueError:
                        o = o.replace("{p}", "?").replace("{q}", "?")
                units.append(([U(ask), T(name, args, o), A(rng.choice(reps))], [f]))
        for b in chosen:
            units.append((b, []))
        rng.shuffle(units)

        # planned repeats, placed somewhere after the original mention
        for f in repeats:
            idx = next(i for i, u in enumerate(units) if any(g is f for g in u[1]))
            text = rng.choice(P["REPEAT"][f["kind"]]).replace("{x}", f["x"])
            pos = rng.randint(min(idx + 2, len(units)), len(units))
            units.insert(pos, ([U(text), A(rng.choice(P["REPEAT_R"]))], []))
            expect[f["x"]] = 2

        seq = list(opener)
        for items, _ in units:
            seq.extend(items)
        return facts, seq, expect


# harness protocol
# ======================================================================================

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 8, 8, 37, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_co%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_co%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_co%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_co%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], rows, expect


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows, expect, why=None):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 120 <= nmsg <= 300:
        if why is not None:
            why.append("messages %d" % nmsg)
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        if why is not None:
            why.append("duplicate needle")
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                if why is not None:
                    why.append("substring %r in %r" % (a, b))
                return False
    for nd in needles:
        k = sum(1 for t in texts if nd in t)
        if k != expect.get(nd, 1):
            if why is not None:
                why.append("needle %r in %d rows (want %d)" % (nd, k, expect.get(nd, 1)))
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
        for attempt in range(300):
            facts, rows, expect = make_rows(Builder(seed, zh, per_kind, attempt))
            if check(facts, rows, expect):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-01-20T12:00:00Z")
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
