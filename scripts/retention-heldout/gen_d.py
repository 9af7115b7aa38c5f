#!/usr/bin/env python3
"""Retention check on conversations written apart from examples/gen-retention (style D: a personal assistant and family admin).
Its misses were read once to find kinds of phrasing the offline summary did not know; rules
were written for those kinds, never for its sentences.
usage: PER_KIND=N gen_d.py OKBOT WORKDIR [SEED...]   (N facts of each kind, default 10)"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import heldout  # noqa: E402

EN_FIRST = ["Dr. Amara", "Uncle Teodor", "Coach Rosalind", "Mrs. Penhaligon", "Aunt Celestine", "Dr. Ibrahim", "Professor Wen", "Nurse Gwendolyn", "Mr. Abernathy", "Grandma Ilse", "Captain Osei", "Ms. Valkyrie"]
EN_LAST = ["Achterberg", "Szabo", "Montgomery", "Quispe", "Delacroix", "Ruvolo", "Castellanos", "Bhattacharya", "Oyelaran", "Lindgren", "Kowalczyk", "Thistlewood"]
FLIGHT = ["LH", "BA", "UA", "AF", "KL", "SQ"]
CHOICES = ["the earlier train", "the cheaper dentist", "a fixed-rate mortgage", "the blue sofa", "Lisbon for the holiday",
           "the Thursday piano lessons", "a hybrid car", "the smaller apartment", "the family plan", "the organic box delivery",
           "a shared calendar", "the yoga studio on Elm Street", "paper tickets", "the later checkout", "the pediatrician near school"]
REASONS = ["it saves two hours of driving", "the kids prefer it", "it is covered by insurance", "the rate is locked for ten years",
           "grandma can reach it by bus", "it fits the budget", "the reviews mention no hidden fees", "we can cancel for free",
           "it has parking", "the school bus stops there", "it is quieter at night", "my back hurts less",
           "the warranty is longer", "it avoids the Monday rush", "everyone already uses it"]
ACTS = ["book flights", "call the bank", "schedule dentist visits", "order groceries", "move money from savings",
        "sign anything for the landlord", "post photos of the kids", "share my location", "renew the car insurance",
        "pay the nanny", "buy concert tickets", "reply to the school", "accept calendar invites", "text my boss", "plan dinners"]
CONDS = ["on weekends", "before payday", "without asking me first", "after 9pm", "while I'm traveling",
         "during school holidays", "on my mother's birthday", "without the receipt", "when I'm at the gym",
         "before the lease is renewed", "during Ramadan", "unless Leo agrees", "in the first week of the month",
         "from the joint account", "on public Wi-Fi"]
THINGS = ["the summer camp deposit", "the broken dishwasher warranty", "the passport renewal", "the wedding RSVP",
          "the parking permit", "the tax refund", "the piano recital outfit", "the insurance claim", "the birthday party venue",
          "the babysitter for Friday", "the gym membership", "the garden fence", "the visa appointment", "the lost luggage", "the school fundraiser"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November"]
FILLER_U = ["thanks!", "ugh, long day", "ok cool", "hmm", "perfect", "can you remind me later", "never mind that",
            "what was I saying", "yes please", "lol", "fine", "sounds good to me"]
FILLER_A = ["Of course. I have noted that and will remind you when it becomes relevant. Is there anything else you would like me to look at today?",
            "Here is what I found: a few options, each with pros and cons. The cheapest is not always the best value, so let me know what matters most to you.",
            "No problem. When you are ready, we can go through the list together one item at a time.",
            "I understand, that sounds stressful. Let's take it step by step and start with the most urgent things first.",
            "Sure. I will keep the list short and only bring up what needs a decision this week."]
TOOLS = ["brew install --cask {s}", "shortcuts run \"{s} reminder\"", "rclone copy photos: gdrive:backup/{s}{n}",
         "gpg --decrypt taxes-{n}.pdf.gpg", "ssh pi@homeserver.local -p {p}", "tailscale up --ssid home{n}",
         "python3 budget.py --month {n}", "rsync -a ~/Documents/{s} /Volumes/Backup{n}", "open -a Calendar", "caffeinate -t {p}"]
SERVICES = ["firefox", "notion", "spotify", "whatsapp", "zoom", "signal", "dropbox", "anki", "obsidian", "vlc"]
PROJECTS = FLIGHT
def en_fact(rng, kind, used):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    s = rng.choice(SERVICES); n = rng.randint(1, 9)
    if kind == "name":
        name = uniq([f"{f} {l}" for f in EN_FIRST for l in EN_LAST if f not in {u.rsplit(" ",1)[0] for u in used}])
        t = rng.choice([f"I have an appointment with {name} next week, remind me", f"{name} called again about the forms",
                        f"my neighbour recommended {name}, apparently very good", f"do you still have the number of {name}?",
                        f"so {name} thinks it's nothing serious, which is a relief"])
        return t, [name]
    if kind == "command":
        cmd = rng.choice(TOOLS).format(s=s, n=n, v=f"{rng.randint(1,9)}.{rng.randint(0,20)}.0", p=rng.randint(6000, 6999))
        while cmd in used: cmd = rng.choice(TOOLS).format(s=rng.choice(SERVICES), n=rng.randint(1, 9), v="2.0.0", p=rng.randint(6000, 6999))
        used.add(cmd)
        t = rng.choice([f"you can check it with `{cmd}`", f"I usually do `{cmd}` first", f"the fix was:\n$ {cmd}\nand then wait a minute",
                        f"try `{cmd}` and paste the output"])
        return t, [cmd]
    if kind == "id":
        i = rng.choice([f"{rng.choice(PROJECTS)}{rng.randint(100, 9999)}", f"{rng.choice('QWXZKJ')}{rng.choice('ABCDEF')}{rng.randint(1000,9999)}{rng.choice('LMNP')}"])
        t = rng.choice([f"my flight is {i}, can you track it", f"the confirmation code is {i}", f"they gave me {i} as the case number"])
        return t, [i]
    if kind == "port":
        p = str(rng.randint(2000, 40000))
        t = rng.choice([f"the door code for the building is {p}", f"my locker number at the gym is {p}", f"the parcel pickup PIN is {p}"])
        return t, [p]
    if kind == "version":
        v = f"{rng.randint(1, 30)}.{rng.randint(0, 40)}.{rng.randint(1, 60)}"
        prod = rng.choice(["the banking app", "my phone", "the thermostat firmware", "the car's software", "the printer driver"])
        t = rng.choice([f"{prod} updated itself to {v} and now it's weird", f"support said to stay on {v} for {prod}", f"after {v} {prod} works again"])
        return t, [v]
    if kind == "money":
        a = f"{rng.randint(1, 98)},{rng.randint(0, 999):03d}"
        m = rng.choice([f"${a}", f"£{a}", f"€{a}"])
        t = rng.choice([f"the quote for the roof was {m}", f"we can spend up to {m} on the trip", f"the deposit is {m}, due soon"])
        return t, [m]
    if kind == "date":
        d = f"{rng.choice(MONTHS)} {rng.randint(2, 28)}"
        t = rng.choice([f"the school play is on {d}", f"my checkup got moved to {d}", f"we fly out {d} in the morning"])
        return t, [d]
    if kind == "decision":
        c, r = uniq(CHOICES), uniq(REASONS)
        t = rng.choice([f"you know what, let's do {c}, {r}", f"fine, {c} then. Mostly because {r}",
                        f"we talked it over at dinner and chose {c} since {r}", f"going with {c} — {r}"])
        return t, [c, r]
    if kind == "constraint":
        a, c = uniq(ACTS), uniq(CONDS)
        t = rng.choice([f"important: don't {a} {c}", f"please never {a} {c}", f"I'd rather you didn't {a} {c}",
                        f"you shouldn't {a} {c}, ok?"])
        return t, [a, c]
    th = uniq(THINGS)
    t = rng.choice([f"I keep forgetting to sort out {th}, what should I do?", f"any news on {th}?", f"remind me, did we ever figure out {th}?",
                    f"not sure how to handle {th} honestly"])
    return t, [th]


if __name__ == "__main__":
    heldout.main(sys.modules[__name__], [201, 202, 203, 204, 205])
