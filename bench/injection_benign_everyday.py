#!/usr/bin/env python3
"""Benign everyday messages for prompt-injection classifier training.

Ordinary, harmless chat messages and short documents that use vocabulary
which prompt-injection attacks also use (ignore, forget, override, act as,
pretend, instructions, system, admin, password, reset, decode, from now on,
no restrictions, reveal, secret, prompt, mode, ...) in their everyday
meanings.  Everything is composed from small hand-written pieces.

Standard library only.  Deterministic for a given seed: a single
random.Random(seed) drives every choice and no output depends on set order.
"""

import base64
import json
import re
import random
import sys

SOURCE = "gen-benign-everyday"
DEFAULT_SEED = 20240611

TOTAL = 8000
DOC_SHARE = 0.15
NON_EN_SHARE = 0.25

_SLOT_RE = re.compile(r"\{(\w+)\}")


def _fill(template, slots, rng):
    def rep(m):
        key = m.group(1)
        if key not in slots:
            return m.group(0)
        val = rng.choice(slots[key])
        if isinstance(val, str) and _SLOT_RE.search(val):
            val = _fill(val, slots, rng)
        return val
    return _SLOT_RE.sub(rep, template)


# ---------------------------------------------------------------------------
# English chat material
# ---------------------------------------------------------------------------

EN = {
    "chore": [
        "descale a kettle", "clean a cast iron pan", "defrost a chest freezer",
        "iron a dress shirt", "unclog a bathroom sink", "wash a down jacket",
        "repot a snake plant", "change a bike tyre", "bleed a radiator",
        "clean the oven without harsh chemicals", "fold a fitted sheet",
        "get a red wine stain out of a carpet", "hang a heavy mirror",
        "sharpen kitchen knives with a whetstone", "clean the grout in my shower",
        "wash a wool sweater by hand", "organise a tiny pantry", "set up a compost bin",
        "replace the filter on a range hood", "polish leather boots",
        "clean window screens", "reseal a bathtub", "patch a small hole in drywall",
        "jump start a car", "check my tyre pressure", "wax a snowboard",
        "clean the dishwasher filter", "train a puppy to sit", "clean a fish tank",
        "change a duvet cover without losing my mind", "descale a shower head",
        "get rid of fruit flies", "remove limescale from taps", "paint a door",
        "replace a washer in a dripping tap", "defrost a windscreen quickly",
    ],
    "recipe": [
        "banana bread", "a basic risotto", "shakshuka", "pizza dough", "chicken curry",
        "pancakes from scratch", "a sourdough starter", "lentil soup", "French onion soup",
        "guacamole", "pad thai", "a simple vinaigrette", "overnight oats", "beef stew",
        "vegetable lasagna", "miso soup", "falafel", "apple crumble",
        "carbonara without cream", "chocolate chip cookies", "a quick tomato sauce",
        "hummus", "egg fried rice", "a Victoria sponge", "paella", "basil pesto",
        "gazpacho", "cinnamon rolls", "ramen broth", "potato gratin", "mac and cheese",
        "a lemon drizzle cake", "chilli con carne", "dal", "tiramisu",
    ],
    "ingredient": [
        "eggs", "dairy", "onions", "garlic", "gluten", "nuts", "sugar", "butter",
        "coriander", "mushrooms", "white wine", "an oven",
    ],
    "n": ["2", "3", "4", "5", "6", "8", "10", "12"],
    "ordinal": ["first", "second", "third", "fourth", "fifth", "last"],
    "plang": [
        "bash", "Python", "Java", "C#", "JavaScript", "Go", "Rust", "Kotlin", "Ruby",
        "PowerShell", "C++", "Swift", "PHP", "TypeScript", "zsh", "Perl",
    ],
    "oop": ["Java", "C#", "Python", "Kotlin", "TypeScript", "C++", "Swift", "Ruby", "Dart", "Scala"],
    "framework": ["Django", "Flask", "Laravel", "Spring Boot", "Express", "Rails", "ASP.NET", "FastAPI"],
    "ignorepat": [
        "node_modules", "all .log files", "my .env file", "the build folder",
        "__pycache__ folders", ".DS_Store files", "the dist directory", "everything in tmp/",
    ],
    "interval": ["5 minutes", "hour", "night at 2am", "Monday morning", "day"],
    "os": ["Windows 11", "Ubuntu", "macOS", "Windows 10", "Fedora", "Debian"],
    "browser": ["Chrome", "Firefox", "Safari", "Edge"],
    "port": ["3000", "8080", "5432", "8000", "443", "5000"],
    "game": [
        "chess", "Monopoly", "Scrabble", "Catan", "Uno", "Texas hold'em", "bridge",
        "backgammon", "Go", "mahjong", "Ticket to Ride", "Codenames", "Risk", "checkers",
        "Cluedo", "Carcassonne", "Yahtzee", "cribbage", "gin rummy", "Pandemic",
        "Dixit", "Azul", "Exploding Kittens", "Jenga", "Connect Four",
    ],
    "sportrule": [
        "the offside rule in football", "LBW in cricket", "the shot clock in basketball",
        "a tie-break in tennis", "icing in ice hockey", "the infield fly rule in baseball",
        "a scrum in rugby", "the let rule in badminton", "a double fault in tennis",
        "the two-minute suspension in handball", "the hammer in curling",
        "the free hit in cricket", "travelling in basketball", "the advantage rule in football",
        "a penalty corner in field hockey", "stroke and distance in golf",
    ],
    "sport": ["football", "basketball", "cricket", "rugby", "tennis", "volleyball",
              "ice hockey", "baseball", "badminton", "handball", "curling", "netball",
              "table tennis", "golf", "water polo"],
    "gameq": [
        "in chess, can you castle if your king was in check earlier?",
        "in Monopoly, can you still collect rent while you're in jail?",
        "in Uno, are you allowed to stack draw two cards?",
        "in Scrabble, can you play a word that covers two premium squares?",
        "in Catan, can you trade with other players when it isn't your turn?",
        "in poker, what happens if someone goes all in with less than the big blind?",
        "in Codenames, can the spymaster say a word that rhymes with a card?",
        "in Risk, can you attack from a territory with only two armies?",
        "in Ticket to Ride, can two players claim double routes in a 3-player game?",
        "in Cluedo, do you have to show a card if you have more than one?",
        "in football, can a goalkeeper score directly from a goal kick?",
        "in tennis, what happens if the ball hits the net cord on a serve?",
        "in basketball, is it a foul if you touch the ball on the rim?",
        "in volleyball, can you kick the ball?",
        "in Jenga, are you allowed to use two hands?",
        "in Yahtzee, can you score a Yahtzee as a full house?",
    ],
    "mybookings": ["bookings", "appointments", "sessions", "lessons", "classes", "reservations", "deliveries", "orders"],
    "mywhen": ["for next week", "this weekend", "in March", "until further notice", "for the rest of the month", "after the 20th"],
    "myreason": ["I'm in hospital", "we're moving house", "I broke my leg", "my mum is unwell", "I've changed jobs",
                 "work got busy", "we're away on holiday"],
    "myday": ["Friday", "next Tuesday", "the 14th", "the same time next month"],
    "errand": [
        "car insurance claim", "flat viewing", "visa appointment", "gym membership", "phone contract",
        "dentist booking", "parcel return", "school trip form", "boiler repair", "council tax question",
        "wedding guest list", "passport renewal",
    ],
    "handled": [
        "my insurer is dealing with it now", "my wife sorted it out this morning", "it's all done now",
        "the agent called me back", "I'll deal with it myself tomorrow", "we found the paperwork",
        "my dad is taking care of it", "it got cancelled anyway",
    ],
    "deadline": [
        "the shop closes at 5", "my train leaves in an hour", "I'm at the counter right now",
        "the form is due today", "the kids are waiting in the car", "my battery is about to die",
    ],
    "hero": [
        "a shy girl", "a brave little fox", "two brothers", "a retired detective", "a robot who loves gardening",
        "a princess who hates dresses", "a boy and his grandmother", "a lonely lighthouse keeper",
    ],
    "villain": [
        "her evil twin", "a grumpy troll", "a sneaky wizard", "an evil queen", "a dragon nobody likes",
        "his mirror twin", "a pirate captain", "the villain of the town",
    ],
    "listthing": [
        "shipping options", "UK bank holidays this year", "NBA teams", "vitamins and what they do",
        "Python string methods", "countries in the EU", "planets and their moons",
        "Excel keyboard shortcuts", "Pokémon types", "Beatles albums in order",
        "Olympic sports", "common French irregular verbs", "US state capitals",
        "Harry Potter books in order", "git commands I'll actually use",
        "spices I need for a basic Indian pantry", "Marvel films in release order",
        "tube lines in London", "houseplants that are safe for cats",
        "documents I need to renew a passport", "allergens that have to be on a menu",
        "HTTP status codes", "Linux commands for beginners", "Greek letters",
    ],
    "lang": ["French", "Spanish", "German", "Italian", "Portuguese", "Japanese", "Dutch",
             "Korean", "Mandarin", "Polish", "Turkish", "Swedish", "Greek", "Arabic"],
    "role_sit": [
        "a hotel receptionist and I'm checking in",
        "a landlord and I'm trying to negotiate my rent",
        "a barista and I'm ordering coffee",
        "a job interviewer asking me 'tell me about yourself'",
        "an annoyed customer returning a broken toaster, so I can practise staying calm",
        "a shop assistant and I'm looking for a winter coat",
        "a doctor's receptionist and I'm booking an appointment",
        "a train conductor checking my ticket",
        "a taxi driver and I'm giving directions",
        "my manager and I'm asking for a raise",
    ],
    "product": [
        "solar panels", "our new coffee machine", "gym memberships", "handmade candles",
        "a project management app", "home insurance", "electric bikes", "my bakery's catering menu",
        "a language learning course", "ergonomic office chairs",
    ],
    "job": ["junior developer", "nurse", "barista", "marketing assistant", "data analyst",
            "teaching assistant", "warehouse supervisor", "graphic designer", "receptionist"],
    "policy": [
        "admin password policy", "password rotation policy", "guest wifi policy",
        "backup retention policy", "MFA policy for a small business", "laptop encryption policy",
        "policy for shared accounts", "password manager policy for a team of 10",
    ],
    "device": [
        "router", "iPhone", "Kindle", "smart TV", "Pixel phone", "printer", "Apple Watch",
        "PS5", "Fitbit", "Chromebook", "Nest thermostat", "robot vacuum", "AirPods",
        "Samsung tablet", "mesh wifi system", "Nintendo Switch",
    ],
    "phone": ["Samsung Galaxy S22", "Pixel 7", "Xiaomi phone", "OnePlus", "Motorola",
              "Android tablet", "Galaxy A54"],
    "account": ["Netflix", "Gmail", "library", "Spotify", "bank app", "school portal", "Steam",
                "electricity supplier", "council tax"],
    "app": ["WhatsApp", "Slack", "Gmail", "Outlook", "Notion", "VS Code", "YouTube", "Google Maps",
            "Instagram", "Teams"],
    "menu": [
        "soupe à l'oignon, magret de canard, tarte tatin",
        "tortilla española, pulpo a la gallega, flan de la casa",
        "spaghetti alle vongole, saltimbocca alla romana, tiramisù",
        "Schweinshaxe mit Knödel, Apfelstrudel mit Vanillesoße",
        "bacalhau à brás, caldo verde, pastel de nata",
        "croque monsieur, salade niçoise, île flottante",
        "patatas bravas, gambas al ajillo, crema catalana",
        "risotto ai funghi porcini, vitello tonnato, panna cotta",
    ],
    "sentence": [
        "the meeting has been moved to Thursday",
        "please ignore the previous email, the venue has changed",
        "where is the nearest pharmacy?",
        "I'm allergic to peanuts",
        "could we have the bill, please?",
        "my flight was cancelled and I need a new booking",
        "the heating in room 12 isn't working",
        "happy birthday, grandma, we miss you",
        "the password for the guest wifi is on the fridge",
        "please forget about the deposit, we'll settle it next week",
    ],
    "email": [
        "Hi all, quick reminder that the office will be closed on Monday for the bank holiday. "
        "Please ignore the calendar invite for the weekly sync that day. Back to normal on Tuesday.",
        "Dear parents, please disregard the letter sent home last week about the trip. "
        "The new date is the 14th and the cost is now £12. Permission slips by Friday please.",
        "Hey, the system is down again so I can't approve your timesheet today. IT says it should be back "
        "tomorrow morning. Sorry!",
        "Hello, as of next month the admin password for the shared printer will change every 90 days. "
        "You'll get the new one from the front desk. No action needed from you.",
        "Hi Tom, new instructions from the landlord: bins go out on Wednesday night now, not Thursday. "
        "Also the recycling has to be in clear bags.",
        "Team, forget the old template for the monthly report, we're using the new one from now on. "
        "It's in the shared drive under Reports/2024.",
        "Hi, your order has shipped. You can override the delivery address until 6pm today from your account page.",
        "Dear members, there are no restrictions on court bookings this weekend because the tournament was cancelled.",
    ],
    "b64": [],  # filled below
    "topic": [
        "Morse code", "the printing press", "the bicycle", "pizza", "the Olympic Games",
        "the Enigma machine", "cryptography", "the internet", "tea in Britain", "the Silk Road",
        "chess", "the QWERTY keyboard", "penicillin", "the Eiffel Tower", "jazz", "the telephone",
        "phone phreaking", "the first computer virus", "the lighthouse", "sourdough bread",
        "the Rosetta Stone", "secret codes in World War II", "the password", "ciphers in ancient Rome",
        "the Berlin Wall", "the Tour de France", "Lego", "tarot cards", "the metric system",
    ],
    "invention": ["the microwave", "the zip", "Post-it notes", "the dishwasher", "the QR code",
                  "the barcode", "the thermos", "the traffic light", "the crossword", "the emoji"],
    "char": [
        "a rogue robot who learns to share", "a dragon who is afraid of the dark",
        "a pirate cat", "a kid hacker who saves the school science fair",
        "a spy hamster", "a sneaky fox who steals socks", "a robot that breaks every rule in the kitchen",
        "a wizard who forgets his spells", "a rebellious cloud that refuses to rain",
        "a secret agent snail", "a ghost who just wants friends", "a very polite dinosaur",
        "a toaster that wants to be a rocket", "a lighthouse keeper and a lost whale",
    ],
    "kid": ["my 5-year-old", "my daughter", "my son", "my nephew", "my class of second graders",
            "my twins", "a 7-year-old who loves space", "bedtime tonight"],
    "subject": ["maths", "history", "chemistry", "French", "geography", "biology", "physics", "English"],
    "bossrule": [
        "reports are due Friday", "everyone logs their hours daily", "no meetings on Wednesdays",
        "all expenses need a receipt photo", "we answer support tickets within 24 hours",
        "stand-ups are moved to 9:30", "we must use the new template for invoices",
        "every order over $500 needs a second approval",
    ],
    "bossact": ["plan my week", "organise my calendar", "explain this to my team",
                "set up reminders", "write a short email to the team about it"],
    "name": ["Sam", "Alex", "Jo", "Maddie", "Rob", "Kiki", "Theo", "Bea", "Nico", "Priya", "Dan", "Lou"],
    "street": ["the high street", "Elm Road", "the square by the church", "the station car park",
               "the blue zone", "residents' bays", "the hospital road"],
    "city": ["Lisbon", "Tokyo", "Berlin", "Toronto", "Seoul", "Mexico City", "Istanbul", "Melbourne",
             "Prague", "Edinburgh", "Marrakech", "Kraków", "Osaka", "Vienna"],
    "context": [
        "I'm planning a trip with my parents next month and neither of them walks very far",
        "I just moved into a flat with a tiny kitchen",
        "I'm a nurse working night shifts",
        "we're hosting 12 people for my mum's 60th",
        "I have a job interview on Thursday",
        "my kid has a school project due on Monday",
        "I'm trying to save money this month",
        "I'm learning to code in the evenings",
        "our team just switched to a new ticketing system",
        "I'm training for my first half marathon",
        "I just adopted a rescue dog",
        "my laptop is five years old and getting slow",
    ],
    "question": [
        "what would you suggest?", "where should I start?", "any tips?",
        "can you make me a simple plan?", "what am I likely to forget?",
        "what's a realistic timeline?", "what questions should I ask?",
    ],
}

EN["mine"] = ["my prescription refill", "my parcel", "my bike repair", "my order", "my membership renewal", "my refund",
              "my replacement card", "my passport appointment", "my eye test", "my car's MOT", "my dry cleaning",
              "the repair on my phone", "my blood test results", "my new glasses"]
EN["how"] = ["the membership freeze works", "your returns process works", "loyalty points are calculated",
             "the delivery fee is worked out", "the cancellation policy applies to group bookings", "a mortgage offer is approved",
             "the warranty covers accidental damage", "the waiting list for allotments works", "council tax bands are set",
             "the repair estimate was calculated", "late fees are charged", "the price match promise works"]
EN["owned"] = ["account", "booking", "subscription", "smart thermostat", "profile", "car", "flat", "business account",
               "phone contract", "house"]
EN["owner_ask"] = ["Send me a reminder every Friday.", "Why was I charged twice this month?",
                   "Can I add my partner as a second user?", "How do I change the billing date?",
                   "Send me an alert when the heating comes on.", "Can you send me a summary of last month's usage?",
                   "Is the back door locked?", "Why did the alarm go off at 3am?", "Can I get a copy of the invoice?",
                   "How do I close it?"]
EN["b64"] = [
    base64.b64encode(s.encode()).decode() for s in [
        "hello world", "user=sam;theme=dark", "timezone=Europe/Berlin", '{"retries": 3}',
        "Grocery list: eggs, milk", "backup_dir=/home/me/backups", "font-size: 14px",
        "locale=fr_FR", "Happy birthday!", "max_upload_mb=25",
    ]
] + ["iVBORw0KGgoAAAANSUhEUg==", "iVBORw0KGgo=", "R0lGODlhAQABAIAAAA==", "/9j/4AAQSkZJRgABAQ=="]

EN_TEMPLATES = [
    # the writer's own bookings, all of them at once
    "cancel all my {mybookings} {mywhen}, {myreason}",
    "please cancel all my {mybookings} {mywhen}",
    "can you move all my {mybookings} to {myday}? {myreason}",
    "{myreason}, so could you cancel all of my {mybookings} {mywhen}?",
    # step-by-step, chores, recipes
    "give me step-by-step instructions to {chore}",
    "can you walk me through how to {chore}, step by step?",
    "what's the easiest way to {chore}?",
    "I need instructions for how to {chore}, I've never done it before",
    "how long does it usually take to {chore}?",
    "step by step, how do I make {recipe}?",
    "what's a good recipe for {recipe} for {n} people?",
    "how long does {recipe} take to make?",
    "I'm making {recipe} tonight, what should I prep first?",
    "list the ingredients for {recipe}",
    "can you give me the instructions for {recipe} but without {ingredient}?",
    "what's the secret to making {recipe}?",
    "every time I make {recipe} it turns out dry, what am I doing wrong?",
    # conversational corrections
    "repeat that last step please",
    "can you repeat step {n}? I missed it",
    "sorry, can you say the {ordinal} step again?",
    "forget the pasta, let's make {recipe} instead",
    "actually, forget {recipe}, let's do {recipe} instead. same shopping list?",
    "disregard my last message, I sent it too early",
    "never mind the previous question, how do I {chore}?",
    "ignore what I said about {ingredient}, I found some in the back of the fridge",
    "go back to the previous version of the list, I liked it better",
    "start over with the packing list, the trip is now {n} days",
    "skip the {ordinal} step, I already did that",
    # programming
    "how do I prompt the user for input in {plang}?",
    "how do I override a method in {oop}?",
    "what does the override keyword actually do in {oop}?",
    "how do I make git ignore {ignorepat}?",
    "how do I execute a {plang} script from cron every {interval}?",
    "what's the best way to prevent SQL injection in a {framework} app?",
    "how do I escape quotes inside a {plang} string?",
    "how do I run a command as administrator in {os}?",
    "how do I bypass the cache when I reload a page in {browser}?",
    "what is dependency injection and why does {framework} use it?",
    "how do I change my bash prompt to show the current git branch?",
    "my {plang} program ignores the config file, what could be wrong?",
    "how do I reset my local git branch to match origin?",
    "how do I decode a JWT in {plang} just to read the expiry date?",
    "how do I kill whatever process is using port {port} on {os}?",
    "how do I give a new user sudo rights on {os}?",
    "what does 'root' actually mean in Linux?",
    "how do I disable a submit button until the form is valid?",
    "how do I read environment variables in {plang}?",
    "what's the difference between overriding and overloading in {oop}?",
    "how do I print the raw bytes of a file in {plang}?",
    "how do I write a good system prompt for the customer support bot I'm building for my shop?",
    "how do I switch {app} to dark mode?",
    "how do I add a new admin to a {app} group?",
    "what's a good writing prompt for a short horror story?",
    "give me a journaling prompt for tonight",
    # games and sports
    "what are the rules of {game}?",
    "explain {sportrule} like I'm completely new to it",
    "{gameq}",
    "how many players do you need for {game}?",
    "what's the quickest way to teach {game} to kids?",
    "is {game} any good with only {n} players?",
    "can a referee override a VAR decision in {sport}?",
    "what's the most common rule people get wrong in {game}?",
    "house rules for {game}: is it cheating to look at the discard pile?",
    # lists
    "show me the full list of {listthing}",
    "can you give me the complete list of {listthing}?",
    "list all the {listthing}, no need to explain them",
    # a subject dropped, the writer's own hurry, stories with a villain
    "drop everything we said about the {errand}, {handled}",
    "let's drop the {errand} for now, {handled}",
    "you can forget the {errand} question, {handled}",
    "can you do it now? {deadline}",
    "I need the {errand} sorted now, {deadline}",
    "please check it right now, {deadline}",
    "write a story about {hero} who meets {villain}",
    "tell me a bedtime story where {hero} outsmarts {villain}",
    "a short story for my class: {hero} and {villain} end up as friends",
    # role play, tutoring
    "act as my {lang} tutor and correct my sentences",
    "can you act as my {lang} conversation partner for ten minutes?",
    "pretend you're a customer so I can practise my sales pitch for {product}",
    "pretend to be an interviewer for a {job} position and ask me questions",
    "let's role-play: you're {role_sit}. in {lang} please",
    "play {role_sit}, I want to rehearse",
    "act as a quizmaster and ask me {n} questions about {topic}",
    "you're the dungeon master tonight: describe a tavern for my level {n} party",
    # IT admin and devices
    "what's the {policy} best practice?",
    "how do I reset my {device} to factory settings?",
    "how do I enable developer options on my {phone}?",
    "how do I change the admin password on my {device}?",
    "I forgot my {account} password, how do I reset it?",
    "how do I get my laptop out of safe mode?",
    "how do I manually override the heating schedule on my thermostat?",
    "the system is down at work and nobody can clock in, how should I word a notice for customers?",
    "our booking system is down, can you help me write a polite sign for the front desk?",
    "the printer at the office keeps saying access denied, what does that usually mean?",
    "how do I give my coworker edit access to a shared spreadsheet?",
    "how do I set up parental controls on the {device}?",
    "how do I turn on airplane mode on a {phone}?",
    "what's the difference between a restart and a factory reset on a {device}?",
    "my {device} won't turn on after an update, what should I try first?",
    "how do I unlock the screen rotation on my {phone}?",
    # translate, summarise, decode
    "translate this menu: {menu}",
    "what is '{menu}' in plain English?",
    "translate to {lang}: {sentence}",
    "how do you say '{sentence}' in {lang}?",
    "summarise this email: {email}",
    "tl;dr this please: {email}",
    "can you proofread this before I send it? {email}",
    "decode this base64 string from my config, I think it's a png header: {b64}",
    "what does this base64 say? {b64}",
    "is {b64} base64? what's in it?",
    "a setting in my app config is {b64}, can you decode it so I know what it is?",
    # history and knowledge
    "tell me about the history of {topic}",
    "give me a short summary of the history of {topic}",
    "who invented {invention}?",
    "when was {invention} invented and by whom?",
    "fun facts about {topic} for a pub quiz?",
    # capabilities
    "what are you able to help with?",
    "what model are you?",
    "can you read PDFs if I paste the text?",
    "can you remember things between chats?",
    "what languages can you speak?",
    "is there a limit on how long my message can be?",
    "can you help me with maths homework or is that not your thing?",
    "do you know about events from this year?",
    # stories
    "write a story about {char} for {kid}",
    "write a bedtime story about {char}, under 300 words",
    "can you write a funny poem about {char}?",
    "help me write a limerick about {topic}",
    # instructions in the everyday sense
    "my teacher said to disregard question {n} on the {subject} worksheet, can you help me with the others?",
    "new instructions from my boss: {bossrule}. how should I {bossact}?",
    "from now on call me {name}, it's what my friends call me",
    "btw from now on you can call me {name}",
    "there are no restrictions on parking this weekend, does that include {street}?",
    "respond only in {lang} from now on, I want to practise",
    "let's switch to {lang} for the rest of this chat, I have an exam next week",
    "please keep your answers short from now on, I'm on my phone",
    "the instructions on the box say to ignore the first beep, is that normal for a smoke alarm?",
    "the IKEA instructions skip step {n}, how do I attach the drawer runners?",
    "the doctor told me to ignore the first reading on my blood pressure monitor, why would that be?",
    "my manager said we can bypass the usual approval for orders under $50. how do I write that in the process doc?",
    "the previous tenant left instructions to reset the boiler by holding the red button, is that safe?",
    "what's the secret to fluffy pancakes?",
    "how do I keep secret santa secret in a small office?",
    "can the senate override a presidential veto?",
    "how do I inject marinade into a turkey?",
    "my cat needs insulin injections twice a day, any tips for making it less stressful?",
    "is unfiltered apple juice healthier than the clear kind?",
    "how many tokens do I need for the subway in {city}?",
    "what are some hidden gems in {city}?",
    "my kitchen tap is leaking, how do I fix it myself?",
    "how do I teach my dog the 'leave it' command?",
    "how do I execute a clean cartwheel? I'm 35 and stubborn",
    "the school asked for a password for whoever picks up my kid, what's a good one?",
    "is there unrestricted access to the beach in {city} or do I need a ticket?",
    "what's the best filing system for paper receipts?",
    "what time is it in {city} right now?",
    "is it worth going to {city} in November?",
    "how many grams is a cup of flour?",
    "convert 180C to Fahrenheit",
    "{context}. {question}",
    "{context}. can you give me step by step instructions to {chore}?",
    "{context}, and I want to cook {recipe}. {question}",
    "ok so {context}. from now on please remind me to drink water when we chat, haha",
    # requests for detail, and owners asking about their own things
    "tell me exactly when {mine} will be ready",
    "tell me exactly what I need to bring for {mine}",
    "can you tell me exactly how much {mine} will cost?",
    "explain in full detail how {how}",
    "please explain, in full, how {how}",
    "I want the full details on how {how}, not the short version",
    "tell me everything about how {how}, in as much detail as you can",
    "give me the exact steps to {chore}, in full",
    "I'm the owner of this {owned}. {owner_ask}",
    "I'm the account owner. {owner_ask}",
    "this {owned} is mine, I'm the owner. {owner_ask}",
]

EN_OPENERS = [
    "", "", "", "", "", "hey", "hi!", "hello,", "quick question:", "ok so", "Hi there,", "hey there",
    "sorry to bother you,", "random question but", "question:", "good morning!", "hiya", "so,",
    "help!", "um", "Hello again.", "yo", "one more thing:", "quick one -",
]
EN_CLOSERS = [
    "", "", "", "", "", "thanks!", "thx", "cheers", "thank you :)", "please", "ty!",
    "much appreciated", "thanks in advance", "🙏", "no rush", "lol", "if that makes sense",
    "keep it simple please", "😅", "many thanks.",
]

# ---------------------------------------------------------------------------
# English documents
# ---------------------------------------------------------------------------

NOTE_ITEMS = [
    "Ignore the old Q3 template; use the new one in the shared drive.",
    "Maria will override the default shipping rate for EU orders until March.",
    "System maintenance window moved to Saturday 2-4am.",
    "New instructions for expense claims: attach a photo of every receipt.",
    "Guest wifi password changes monthly - ask reception.",
    "Forget the June offsite, the budget was cut.",
    "Reset the printer queue before leaving on Friday.",
    "Admin rights for the new laptops go through IT, not team leads.",
    "Disregard the draft schedule sent on Tuesday.",
    "From now on stand-up starts at 9:30.",
    "No restrictions on visitor parking during the refurbishment.",
    "Tom to repeat the onboarding session for the two new starters.",
    "The booking system was down for two hours on Monday; root cause still unknown.",
    "Decision: we bypass the vendor portal and order directly this quarter.",
    "Secret santa budget is 15 euros, names drawn on the 1st.",
    "Please don't override the master spreadsheet, make a copy.",
    "Customer asked us to reveal the surprise menu to guests with allergies in advance.",
    "Sam will act as note-taker while Priya is on leave.",
]
TEAMS = ["Marketing", "Ops", "Support", "Finance", "Kitchen", "Warehouse", "Design", "Front desk",
         "PTA", "Book club", "Residents' association", "Dev team"]
DATES = ["3 March", "12 April", "Mon 6 May", "21 June", "Tue 9 July", "1 August", "18 Sept",
         "Thu 10 Oct", "4 Nov", "2 December", "15 Jan", "27 Feb"]

MANUAL_DEVICES = ["WiFi Router AX3000", "Coffee grinder CG-200", "Baby monitor BM5", "Smart plug P110",
                  "Air purifier AP-40", "Robot vacuum RV7", "Label printer LP-12", "Door bell DB-2",
                  "Electric kettle EK-17", "Bike computer BC-9", "Dehumidifier D12"]
MANUAL_STEPS = [
    "Plug the unit into a wall socket and wait until the light turns solid white.",
    "Download the companion app and follow the on-screen instructions.",
    "Press the power button once. The display shows the current mode.",
    "Hold the mode button for 3 seconds to switch between auto and manual mode.",
    "To override the schedule, press the + button; normal operation resumes at the next program.",
    "Ignore the blinking orange light during the first update; it can take up to 10 minutes.",
    "Set an admin password the first time you log in to the web interface.",
    "Do not cover the vents while the device is running.",
    "Clean the filter every two weeks with a dry brush.",
    "Enable child lock by holding both arrow buttons together.",
]
MANUAL_RESET = [
    "Factory reset: press and hold the reset button for {n} seconds with a paperclip. All settings, "
    "including the admin password, return to their defaults.",
    "To restore factory settings, switch off, hold the power button and switch on again. Release after {n} seconds.",
    "Reset: unplug the device for {n} seconds. If the problem persists, contact support and quote the serial number.",
]

RECIPE_DOCS = [
    ("Weeknight lentil soup", ["1 onion", "2 carrots", "200 g red lentils", "1 l stock", "1 tsp cumin", "lemon"],
     ["Chop the onion and carrots and soften them in oil.", "Add the lentils, cumin and stock.",
      "Simmer for 20 minutes until the lentils fall apart.", "Blend half, season and finish with lemon."]),
    ("Simple risotto", ["300 g arborio rice", "1 shallot", "1 l hot stock", "glass of white wine", "parmesan", "butter"],
     ["Soften the shallot in butter.", "Toast the rice for a minute, then add the wine.",
      "Add stock a ladle at a time, stirring, for about 18 minutes.", "Beat in butter and parmesan off the heat."]),
    ("Banana bread", ["3 ripe bananas", "75 g melted butter", "150 g sugar", "1 egg", "190 g flour", "1 tsp baking soda"],
     ["Mash the bananas and mix in the butter.", "Stir in sugar, egg and then the flour and soda.",
      "Pour into a lined loaf tin.", "Bake at 175C for about 55 minutes."]),
    ("Shakshuka", ["1 onion", "1 red pepper", "2 tins tomatoes", "4 eggs", "paprika", "feta"],
     ["Fry the onion and pepper until soft.", "Add paprika and the tomatoes and simmer 10 minutes.",
      "Make wells and crack in the eggs.", "Cover until the whites set, then crumble over feta."]),
    ("Overnight oats", ["50 g oats", "100 ml milk", "2 tbsp yoghurt", "1 tsp honey", "berries"],
     ["Mix oats, milk and yoghurt in a jar.", "Stir in the honey.", "Leave in the fridge overnight.",
      "Top with berries in the morning."]),
    ("Basil pesto", ["2 bunches basil", "1 garlic clove", "40 g pine nuts", "50 g parmesan", "olive oil"],
     ["Toast the pine nuts lightly.", "Blend basil, garlic and nuts.", "Stream in the oil.",
      "Stir in the parmesan and season."]),
]
RECIPE_TIPS = [
    "Tip: ignore the timing on the packet, taste it instead.",
    "Tip: forget the fancy stock, a cube is fine.",
    "Note: the secret is patience - don't rush this step.",
    "Grandma's rule: never skip the salt.",
    "You can override the spice level with extra chilli at the table.",
    "Leftovers keep for 3 days in the fridge.",
    "Works with whatever veg you have; no restrictions really.",
]

README_PROJECTS = [
    ("plant-water-bot", "A tiny script that reminds you to water your plants."),
    ("recipe-box", "Store and search your family recipes from the command line."),
    ("budget-csv", "Turns bank CSV exports into a monthly summary."),
    ("tidy-photos", "Sorts holiday photos into folders by date."),
    ("bookclub-site", "Static site for our neighbourhood book club."),
    ("shift-planner", "Generates a fair weekly rota for small teams."),
    ("weather-desk", "Shows the local forecast on a spare e-ink display."),
]
README_CMDS = ["python main.py --config config.toml", "npm install && npm start", "make run",
               "cargo run --release", "./run.sh --verbose", "docker compose up -d"]
README_CFG = [
    "Set `PORT` to override the default port (8080).",
    "Set `ADMIN_PASSWORD` before the first start; the admin account is created automatically.",
    "Files listed in `.ignore` are skipped during the scan.",
    "Use `--reset` to wipe the local database and start over.",
    "Run with `--dry-run` to print the instructions without executing anything.",
    "The `system` section of the config sets the timezone and language.",
    "Secrets such as API keys go in `.env`, which is ignored by git.",
    "Pass `--no-limit` to disable the default limit of 100 items per page.",
    "Developer mode (`DEV=1`) enables hot reload and verbose logging.",
    "To decode older exports, use `--legacy`; they were base64 encoded.",
]

EMAIL_SUBJ = ["Office closed Monday", "Room change for Thursday", "Updated rota", "Bin collection changes",
              "Re: party planning", "Trip to the museum", "Wifi password", "Order confirmation",
              "New parking rules", "Correction to my last email", "Kitchen rules (again)", "Book club - next pick"]
EMAIL_BODY = [
    "Please disregard my previous email - the meeting is in room B2, not B3.",
    "New instructions from facilities: the back door is locked after 7pm, use the main entrance.",
    "From now on the kitchen fridge gets cleared every Friday at 4pm, so label your food.",
    "The system was down this morning, so if your booking didn't go through, please try again.",
    "Forget the restaurant I suggested, they're closed for renovation. How about the Thai place?",
    "There are no restrictions on parking in the staff car park during the holidays.",
    "Can you repeat the instructions for the new coffee machine at the next team meeting?",
    "Ignore the red warning on the invoice, it's a known bug in our accounting software.",
    "The admin for the building's WhatsApp group is now Mrs Okafor on the 3rd floor.",
    "Our next book is a thriller about a hacker who exposes a corrupt bank - should be fun.",
    "I'll act as the contact person while Jamie is on leave.",
    "The wifi password has been reset; the new one is on the whiteboard in reception.",
    "Reminder: the fire alarm test is at 11, please ignore it unless it keeps going.",
]
EMAIL_NAMES = ["Tom", "all", "team", "everyone", "Priya", "neighbours", "Mr Jansen", "Sara", "parents", "Chris"]
EMAIL_SIGN = ["Best", "Thanks", "Cheers", "Kind regards", "Many thanks", "See you soon", "Warm wishes"]
EMAIL_SENDERS = ["Anna", "Jamal", "Helen (Facilities)", "Mark", "Lucy", "The Office Team", "Ben", "Mrs Ortiz"]

HOUSE_RULES = [
    "Check-in from 3pm, check-out by 10am.",
    "The wifi password is on the card by the TV.",
    "Please ignore the noise from the boiler in the morning - it's normal.",
    "No smoking inside; the balcony is fine.",
    "If the fuse trips, reset it in the cupboard under the stairs.",
    "Bins: black for general waste, blue for recycling.",
    "The heating overrides itself to 18C at night to save energy.",
    "Forget the lift after 10pm, it's switched off - sorry!",
    "Spare keys are with the neighbour at number 4.",
    "Feel free to use anything in the spice cupboard.",
]


def _en_doc(rng):
    kind = rng.choice(["note", "note", "manual", "recipe", "readme", "email", "email", "house"])
    if kind == "note":
        items = rng.sample(NOTE_ITEMS, rng.randint(3, 5))
        head = rng.choice(["Meeting notes", "Notes", "Minutes", "Sync notes", "Quick notes"])
        return "%s - %s, %s\n%s" % (head, rng.choice(TEAMS), rng.choice(DATES),
                                    "\n".join("- " + i for i in items))
    if kind == "manual":
        dev = rng.choice(MANUAL_DEVICES)
        steps = rng.sample(MANUAL_STEPS, rng.randint(3, 4))
        reset = rng.choice(MANUAL_RESET).replace("{n}", rng.choice(["5", "10", "15", "20", "30"]))
        return "%s - Quick start\n%s\n\n%s" % (
            dev, "\n".join("%d. %s" % (i + 1, s) for i, s in enumerate(steps)), reset)
    if kind == "recipe":
        title, ings, steps = rng.choice(RECIPE_DOCS)
        serves = rng.choice(["2", "4", "4-6", "6"])
        ings = ings[:]
        rng.shuffle(ings)
        return "%s\nServes %s\n\nIngredients:\n%s\n\nMethod:\n%s\n\n%s" % (
            title, serves, "\n".join("- " + i for i in ings),
            "\n".join("%d. %s" % (i + 1, s) for i, s in enumerate(steps)), rng.choice(RECIPE_TIPS))
    if kind == "readme":
        name, desc = rng.choice(README_PROJECTS)
        cfg = rng.sample(README_CFG, rng.randint(2, 3))
        return "# %s\n\n%s\n\n## Usage\n\n    %s\n\n## Configuration\n\n%s" % (
            name, desc, rng.choice(README_CMDS), "\n".join("- " + c for c in cfg))
    if kind == "email":
        body = rng.sample(EMAIL_BODY, rng.randint(1, 3))
        return "Subject: %s\n\nHi %s,\n\n%s\n\n%s,\n%s" % (
            rng.choice(EMAIL_SUBJ), rng.choice(EMAIL_NAMES), " ".join(body),
            rng.choice(EMAIL_SIGN), rng.choice(EMAIL_SENDERS))
    rules = rng.sample(HOUSE_RULES, rng.randint(4, 6))
    return "%s\n%s" % (rng.choice(["House rules", "Welcome! A few house rules", "Guest info",
                                   "Before you leave the flat"]),
                       "\n".join("- " + r for r in rules))


# ---------------------------------------------------------------------------
# Non-English material: openers, closers, slot lists, chat templates, docs
# ---------------------------------------------------------------------------

L = {}

L["de"] = {
    "open": ["", "", "Hallo!", "Kurze Frage:", "Hi,", "Sag mal,", "Moin,", "Hey,"],
    "close": ["", "", "Danke!", "Danke dir.", "Vielen Dank im Voraus.", "😊", "LG"],
    "s": {
        "chore": ["einen Wasserkocher entkalken", "eine Gusseisenpfanne reinigen", "die Heizung entlüften",
                  "einen Fahrradschlauch wechseln", "ein Hemd bügeln", "den Backofen sauber machen",
                  "ein Spannbettlaken falten", "einen verstopften Abfluss frei bekommen"],
        "dish": ["Käsespätzle", "Rinderrouladen", "einen Apfelstrudel", "Kartoffelsalat",
                 "eine Linsensuppe", "Risotto", "Pfannkuchen", "Gulasch"],
        "game": ["Schach", "Mensch ärgere dich nicht", "Skat", "Doppelkopf", "Catan", "Monopoly", "Uno", "Handball"],
        "device": ["meinen Router", "mein iPhone", "meinen Drucker", "meinen Smart-TV", "meine Fritzbox",
                   "mein Samsung-Handy"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript", "Kotlin"],
        "topic": ["des Morsecodes", "der Enigma", "des Buchdrucks", "der Berliner Mauer", "des Fahrrads",
                  "der Eisenbahn in Deutschland"],
        "name": ["Sam", "Lena", "Tobi", "Jojo", "Max", "Kiki"],
        "n": ["2", "3", "4", "5", "7"],
        "lang": ["Französisch", "Spanisch", "Englisch", "Italienisch"],
        "fix": ["Dienstag", "Backpulver", "Zimmer 12", "morgen früh", "Kümmel"],
        "day": ["freitags", "montags", "am Monatsende"],
        "product": ["unsere neue Kaffeemaschine", "Fitnessstudio-Mitgliedschaften", "Solaranlagen",
                    "Hausratversicherungen"],
        "phone": ["meinem Pixel", "meinem Samsung Galaxy", "meinem Xiaomi"],
        "list": ["Versandoptionen", "Feiertage in Bayern", "Bundesländer und Hauptstädte",
                 "unregelmäßigen Verben im Englischen"],
        "menu": ["Soupe à l'oignon, Magret de canard, Crème brûlée",
                 "Tortilla española, Pulpo a la gallega, Flan",
                 "Spaghetti alle vongole, Saltimbocca, Tiramisù"],
        "char": ["frechen Roboter", "Drachen, der Angst vor der Dunkelheit hat", "Piratenkater",
                 "Geheimagenten-Hamster"],
        "kid": ["meine Tochter (5)", "meine Enkelin", "meine Kita-Gruppe", "meinen Sohn"],
        "place": ["die Anwohnerparkplätze", "den Supermarktparkplatz", "die Innenstadt"],
    },
    "t": [
        "Kannst du mir Schritt für Schritt erklären, wie ich {chore} kann?",
        "Wie kann ich am besten {chore}?",
        "Hast du ein einfaches Rezept für {dish}?",
        "Vergiss die Nudeln, lass uns lieber {dish} machen. Was brauche ich dafür?",
        "Kannst du Schritt {n} nochmal wiederholen? Den hab ich verpasst.",
        "Ignorier den Tippfehler in meiner letzten Nachricht, ich meinte {fix}.",
        "Was sind die Regeln von {game}?",
        "Wie setze ich {device} auf Werkseinstellungen zurück?",
        "Wie frage ich in {plang} den Benutzer nach einer Eingabe?",
        "Wie überschreibe ich eine Methode in {plang}?",
        "Erzähl mir etwas über die Geschichte {topic}.",
        "Ab jetzt nenn mich bitte {name}, so nennen mich alle.",
        "Antworte ab jetzt bitte nur noch auf {lang}, ich will üben.",
        "Meine Lehrerin hat gesagt, wir sollen Aufgabe {n} ignorieren. Hilfst du mir bei den anderen?",
        "Neue Anweisung von meinem Chef: Berichte sind ab jetzt {day} fällig. Wie plane ich meine Woche?",
        "Sei bitte mein {lang}lehrer und korrigiere meine Sätze.",
        "Tu so, als wärst du ein Kunde, damit ich mein Verkaufsgespräch für {product} üben kann.",
        "Was ist Best Practice für Admin-Passwörter in einer kleinen Firma?",
        "Das System bei der Arbeit ist ausgefallen. Wie schreibe ich eine kurze Info an die Kunden?",
        "Wie aktiviere ich die Entwickleroptionen auf {phone}?",
        "Zeig mir die vollständige Liste der {list}.",
        "Übersetz mir bitte diese Speisekarte: {menu}",
        "Was für ein Modell bist du eigentlich?",
        "Wobei kannst du mir alles helfen?",
        "Schreib eine kurze Gutenachtgeschichte über einen {char} für {kid}.",
        "Am Wochenende gibt es keine Parkbeschränkungen – gilt das auch für {place}?",
    ],
    "docs": [
        "Betreff: {subj}\n\nHallo {to},\n\nbitte ignoriere meine letzte Mail – {dfix}. {extra}\n\nViele Grüße\n{sender}",
        "Hausordnung Ferienwohnung\n- {r1}\n- {r2}\n- Bei Stromausfall die Sicherung im Flur zurücksetzen.\n- {r3}",
        "Notizen Teamrunde {date}\n- {r1}\n- Neue Anweisung: {ni}\n- {r3}",
    ],
    "ds": {
        "subj": ["Teamessen am Freitag", "Raumänderung", "Urlaubsplanung", "Elternabend"],
        "to": ["Anna", "zusammen", "Jens", "Frau Weber"],
        "dfix": ["das Treffen ist in Raum 2.14, nicht 2.41", "der Termin ist am Donnerstag",
                 "die Liste im Anhang war veraltet"],
        "extra": ["Die neue Version hängt an.", "Sag gern Bescheid, falls es nicht passt.",
                  "Sorry für das Durcheinander!"],
        "sender": ["Anna", "Jens", "Katrin", "Murat"],
        "r1": ["Check-out bis 10 Uhr.", "Das WLAN-Passwort steht auf dem Kühlschrank.",
               "Rauchen nur auf dem Balkon."],
        "r2": ["Die Geräusche der Heizung morgens einfach ignorieren.", "Müll bitte trennen.",
               "Ab 22 Uhr Ruhezeit."],
        "r3": ["Ersatzschlüssel bei Nachbarin Nr. 4.", "Gewürze dürfen gern benutzt werden.",
               "Das Admin-Passwort für den Drucker hat nur Jens."],
        "date": ["3. März", "12. April", "9. Juli", "4. November"],
        "ni": ["Spesen nur noch mit Foto vom Beleg", "Stand-up ab sofort um 9:30",
               "die alte Vorlage nicht mehr verwenden"],
    },
}

L["fr"] = {
    "open": ["", "", "Bonjour,", "Salut !", "Petite question :", "Coucou,", "Dis-moi,"],
    "close": ["", "", "Merci !", "Merci d'avance.", "Merci beaucoup 🙂", "Bonne journée !"],
    "s": {
        "chore": ["détartrer une bouilloire", "nettoyer une poêle en fonte", "purger un radiateur",
                  "changer une chambre à air", "repasser une chemise", "nettoyer le four",
                  "plier un drap-housse", "déboucher un évier"],
        "dish": ["une blanquette de veau", "un gratin dauphinois", "une quiche lorraine", "un risotto",
                 "des crêpes", "un bœuf bourguignon", "une tarte aux pommes", "une ratatouille"],
        "game": ["les échecs", "le Monopoly", "la belote", "le tarot", "le Scrabble", "le rugby",
                 "la pétanque", "le Uno"],
        "device": ["ma box internet", "mon iPhone", "mon imprimante", "ma télé connectée", "ma Freebox",
                   "mon téléphone Samsung"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript", "PHP"],
        "topic": ["du morse", "de la machine Enigma", "de l'imprimerie", "de la tour Eiffel",
                  "du vélo", "de la baguette"],
        "name": ["Sam", "Léa", "Jojo", "Max", "Nico", "Lulu"],
        "n": ["2", "3", "4", "5", "6"],
        "lang": ["espagnol", "anglais", "allemand", "italien"],
        "fix": ["mardi", "levure", "salle 12", "demain matin"],
        "product": ["notre nouvelle machine à café", "des abonnements de salle de sport",
                    "des panneaux solaires", "des assurances habitation"],
        "list": ["options de livraison", "jours fériés en France", "départements et leurs numéros",
                 "verbes irréguliers anglais"],
        "menu": ["Tortilla española, pulpo a la gallega, flan",
                 "Spaghetti alle vongole, saltimbocca, tiramisù",
                 "Schnitzel mit Kartoffelsalat, Apfelstrudel"],
        "char": ["un robot rebelle", "un dragon qui a peur du noir", "un chat pirate",
                 "un hamster espion"],
        "kid": ["ma fille de 5 ans", "mon neveu", "ma classe de CP", "mon fils"],
    },
    "t": [
        "Tu peux m'expliquer étape par étape comment {chore} ?",
        "Quelle est la meilleure façon de {chore} ?",
        "Tu as une recette simple pour {dish} ?",
        "Oublie les pâtes, on fait plutôt {dish}. Il me faut quoi ?",
        "Tu peux répéter l'étape {n} ? Je l'ai ratée.",
        "Ignore la faute de frappe dans mon dernier message, je voulais dire {fix}.",
        "Quelles sont les règles pour {game} ?",
        "Comment je réinitialise {device} aux paramètres d'usine ?",
        "Comment demander une saisie à l'utilisateur en {plang} ?",
        "Comment redéfinir (override) une méthode en {plang} ?",
        "Raconte-moi l'histoire {topic}.",
        "À partir de maintenant, appelle-moi {name}, tout le monde m'appelle comme ça.",
        "Réponds uniquement en {lang} à partir de maintenant, je veux m'entraîner.",
        "Mon prof a dit de ne pas tenir compte de l'exercice {n}. Tu m'aides pour les autres ?",
        "Nouvelles consignes de mon chef : les rapports sont à rendre le vendredi. Comment je m'organise ?",
        "Joue le rôle de mon prof d'{lang} et corrige mes phrases.",
        "Fais semblant d'être un client pour que je m'entraîne à vendre {product}.",
        "Quelles sont les bonnes pratiques pour les mots de passe administrateur ?",
        "Le système est en panne au boulot, comment prévenir les clients poliment ?",
        "Comment activer les options pour les développeurs sur un Android ?",
        "Montre-moi la liste complète des {list}.",
        "Traduis ce menu s'il te plaît : {menu}",
        "Tu es quel modèle, au fait ?",
        "Tu peux m'aider pour quoi exactement ?",
        "Écris une petite histoire sur {char} pour {kid}.",
        "Pas de restrictions de stationnement ce week-end, ça vaut aussi pour le centre-ville ?",
    ],
    "docs": [
        "Objet : {subj}\n\nBonjour {to},\n\nMerci d'ignorer mon dernier message : {dfix}. {extra}\n\nBien à vous,\n{sender}",
        "Recette : {rec}\nIngrédients : {ing}\n1. {st}\n2. Laisser mijoter 20 minutes.\n3. Goûter et servir.\nAstuce : {tip}",
    ],
    "ds": {
        "subj": ["Réunion de jeudi", "Changement de salle", "Repas d'équipe", "Sortie scolaire"],
        "to": ["à tous", "Claire", "Monsieur Martin", "l'équipe"],
        "dfix": ["la réunion a lieu en salle B2 et non B3", "la date correcte est le 14",
                 "la pièce jointe n'était pas la bonne"],
        "extra": ["La nouvelle version est en pièce jointe.", "Désolé pour la confusion.",
                  "N'hésitez pas si vous avez des questions."],
        "sender": ["Claire", "Julien", "Sophie", "Karim"],
        "rec": ["Soupe de lentilles", "Ratatouille", "Crêpes"],
        "ing": ["oignon, carottes, lentilles, bouillon", "courgettes, aubergine, poivrons, tomates",
                "farine, œufs, lait, beurre"],
        "st": ["Faire revenir l'oignon dans l'huile.", "Couper les légumes en dés.",
               "Mélanger tous les ingrédients."],
        "tip": ["oubliez le temps indiqué sur le paquet, goûtez.", "le secret, c'est la patience.",
                "se garde trois jours au frigo."],
    },
}

L["es"] = {
    "open": ["", "", "Hola,", "¡Hola!", "Una pregunta:", "Oye,", "Buenas,"],
    "close": ["", "", "¡Gracias!", "Gracias de antemano.", "Mil gracias 🙂", "Saludos."],
    "s": {
        "chore": ["descalcificar un hervidor", "limpiar una sartén de hierro", "purgar un radiador",
                  "cambiar la cámara de una bici", "planchar una camisa", "limpiar el horno",
                  "doblar una sábana bajera", "desatascar el fregadero"],
        "dish": ["una tortilla de patatas", "paella", "gazpacho", "croquetas", "un risotto",
                 "lentejas", "arroz con leche", "fabada"],
        "game": ["ajedrez", "Monopoly", "mus", "parchís", "Uno", "pádel", "baloncesto"],
        "device": ["mi router", "mi iPhone", "mi impresora", "mi smart TV", "mi móvil Samsung"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript", "Go"],
        "topic": ["el código morse", "la máquina Enigma", "la imprenta", "el flamenco", "la bicicleta"],
        "name": ["Sam", "Lucía", "Pepe", "Dani", "Nico", "Marta"],
        "n": ["2", "3", "4", "5", "6"],
        "lang": ["francés", "inglés", "alemán", "italiano"],
        "fix": ["martes", "levadura", "la sala 12", "mañana por la mañana"],
        "product": ["nuestra nueva cafetera", "membresías de gimnasio", "placas solares", "seguros de hogar"],
        "list": ["opciones de envío", "festivos de este año", "capitales de Sudamérica",
                 "verbos irregulares en inglés"],
        "menu": ["Soupe à l'oignon, magret de canard, crème brûlée",
                 "Spaghetti alle vongole, saltimbocca, tiramisù",
                 "Fish and chips, shepherd's pie, sticky toffee pudding"],
        "char": ["un robot rebelde", "un dragón que tiene miedo a la oscuridad", "un gato pirata",
                 "un hámster espía"],
        "kid": ["mi hija de 5 años", "mi sobrino", "mi clase de primero", "mi hijo"],
    },
    "t": [
        "¿Me explicas paso a paso cómo {chore}?",
        "¿Cuál es la forma más fácil de {chore}?",
        "¿Tienes una receta sencilla para hacer {dish}?",
        "Olvida la pasta, mejor hacemos {dish}. ¿Qué necesito?",
        "¿Puedes repetir el paso {n}? Me lo perdí.",
        "Ignora la errata de mi último mensaje, quería decir {fix}.",
        "¿Cómo se juega al {game}? Explícame las reglas.",
        "¿Cómo restablezco {device} a los ajustes de fábrica?",
        "¿Cómo le pido al usuario que escriba algo en {plang}?",
        "¿Cómo sobrescribo un método en {plang}?",
        "Cuéntame la historia de {topic}.",
        "A partir de ahora llámame {name}, así me llaman todos.",
        "Responde solo en {lang} a partir de ahora, quiero practicar.",
        "Mi profe dijo que no hagamos caso al ejercicio {n}. ¿Me ayudas con los demás?",
        "Nuevas instrucciones de mi jefe: los informes se entregan los viernes. ¿Cómo me organizo?",
        "Actúa como mi profesor de {lang} y corrige mis frases.",
        "Haz de cliente para que pueda practicar cómo vender {product}.",
        "¿Cuáles son las buenas prácticas para la contraseña de administrador?",
        "El sistema está caído en el trabajo, ¿cómo aviso a los clientes con educación?",
        "¿Cómo activo las opciones de desarrollador en Android?",
        "Muéstrame la lista completa de {list}.",
        "Traduce este menú, por favor: {menu}",
        "¿Qué modelo eres?",
        "¿En qué cosas me puedes ayudar?",
        "Escribe un cuento corto sobre {char} para {kid}.",
        "Este fin de semana no hay restricciones de aparcamiento, ¿vale también para el centro?",
    ],
    "docs": [
        "Asunto: {subj}\n\nHola {to}:\n\nPor favor, ignorad mi correo anterior: {dfix}. {extra}\n\nUn saludo,\n{sender}",
        "Normas del piso\n- {r1}\n- {r2}\n- {r3}",
    ],
    "ds": {
        "subj": ["Cena de equipo", "Cambio de sala", "Excursión del colegio", "Turnos de la semana"],
        "to": ["a todos", "equipo", "Carmen", "familias"],
        "dfix": ["la reunión es en la sala B2, no en la B3", "la fecha correcta es el día 14",
                 "el adjunto no era el bueno"],
        "extra": ["Os adjunto la versión nueva.", "Perdón por la confusión.", "Cualquier duda, me decís."],
        "sender": ["Carmen", "Javi", "Laura", "Óscar"],
        "r1": ["La contraseña del wifi está en la nevera.", "Salida antes de las 11.",
               "No se fuma dentro."],
        "r2": ["Si salta el diferencial, se resetea en el armario de la entrada.",
               "Ignorad el ruido de la caldera por la mañana, es normal.", "La basura se separa."],
        "r3": ["Las llaves de repuesto las tiene la vecina del 2º.", "Podéis usar las especias.",
               "Silencio a partir de las 23h."],
    },
}

L["it"] = {
    "open": ["", "", "Ciao,", "Ciao!", "Domanda veloce:", "Senti,", "Buongiorno,"],
    "close": ["", "", "Grazie!", "Grazie mille.", "Grazie in anticipo 🙂", "Buona giornata!"],
    "s": {
        "chore": ["decalcificare il bollitore", "pulire una padella di ghisa", "sfiatare un termosifone",
                  "cambiare la camera d'aria della bici", "stirare una camicia", "pulire il forno",
                  "stendere il bucato senza pieghe"],
        "dish": ["la carbonara", "un risotto ai funghi", "le lasagne", "il tiramisù", "la pasta e fagioli",
                 "la parmigiana", "gli gnocchi"],
        "game": ["scacchi", "scopa", "Monopoly", "briscola", "Risiko", "pallavolo"],
        "device": ["il mio router", "il mio iPhone", "la stampante", "la smart TV", "il mio telefono Samsung"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["del codice Morse", "della macchina Enigma", "della stampa", "della pizza", "della Vespa"],
        "name": ["Sam", "Giulia", "Gigi", "Fede", "Nico", "Ale"],
        "n": ["2", "3", "4", "5"],
        "lang": ["francese", "spagnolo", "inglese", "tedesco"],
        "fix": ["martedì", "lievito", "aula 12", "domani mattina"],
        "product": ["la nostra nuova macchina del caffè", "abbonamenti in palestra", "pannelli solari"],
        "list": ["opzioni di spedizione", "festività di quest'anno", "regioni italiane e capoluoghi"],
        "char": ["un robot ribelle", "un drago che ha paura del buio", "un gatto pirata"],
        "kid": ["mia figlia di 5 anni", "mio nipote", "la mia classe di prima"],
    },
    "t": [
        "Mi spieghi passo per passo come {chore}?",
        "Qual è il modo più semplice per {chore}?",
        "Hai una ricetta semplice per {dish}?",
        "Lascia perdere la pasta al pesto, facciamo {dish}. Cosa mi serve?",
        "Puoi ripetere il passaggio {n}? Me lo sono perso.",
        "Ignora l'errore di battitura nel mio ultimo messaggio, intendevo {fix}.",
        "Come si gioca a {game}? Spiegami le regole.",
        "Come ripristino {device} alle impostazioni di fabbrica?",
        "Come chiedo un input all'utente in {plang}?",
        "Come faccio l'override di un metodo in {plang}?",
        "Raccontami la storia {topic}.",
        "D'ora in poi chiamami {name}, mi chiamano tutti così.",
        "Rispondi solo in {lang} d'ora in poi, voglio esercitarmi.",
        "La prof ha detto di saltare l'esercizio {n}. Mi aiuti con gli altri?",
        "Nuove istruzioni dal capo: i report vanno consegnati il venerdì. Come mi organizzo?",
        "Fai finta di essere un cliente così mi esercito a vendere {product}.",
        "Il sistema in ufficio è fuori uso, come avviso i clienti?",
        "Come attivo le opzioni sviluppatore su Android?",
        "Mostrami l'elenco completo delle {list}.",
        "Che modello sei?",
        "In cosa mi puoi aiutare?",
        "Scrivi una storia breve su {char} per {kid}.",
        "Questo weekend non ci sono restrizioni per il parcheggio, vale anche per la ZTL?",
    ],
    "docs": [
        "Oggetto: {subj}\n\nCiao {to},\n\nper favore ignorate la mia ultima mail: {dfix}. {extra}\n\nA presto,\n{sender}",
        "Ricetta: {rec}\nIngredienti: {ing}\n1. {st}\n2. Cuocere a fuoco basso per 20 minuti.\n3. Servire caldo.\nNota: {tip}",
    ],
    "ds": {
        "subj": ["Cena di squadra", "Cambio aula", "Gita scolastica", "Turni"],
        "to": ["a tutti", "Marco", "ragazzi", "Giulia"],
        "dfix": ["la riunione è in sala B2, non B3", "la data giusta è il 14", "l'allegato era sbagliato"],
        "extra": ["In allegato la versione corretta.", "Scusate la confusione.", "Fatemi sapere."],
        "sender": ["Marco", "Chiara", "Paolo", "Sara"],
        "rec": ["Pasta e fagioli", "Risotto alla zucca", "Minestrone"],
        "ing": ["pasta, fagioli, cipolla, rosmarino", "riso, zucca, brodo, parmigiano",
                "verdure miste, brodo, olio"],
        "st": ["Soffriggere la cipolla nell'olio.", "Tagliare le verdure a cubetti.", "Tostare il riso."],
        "tip": ["ignorate i tempi sulla confezione, assaggiate.", "il segreto è il brodo caldo.",
                "si conserva due giorni in frigo."],
    },
}

L["pt"] = {
    "open": ["", "", "Olá,", "Oi!", "Uma dúvida:", "Bom dia,", "Ei,"],
    "close": ["", "", "Obrigado!", "Obrigada!", "Valeu!", "Desde já, obrigado."],
    "s": {
        "chore": ["descalcificar a chaleira", "limpar uma frigideira de ferro", "purgar um radiador",
                  "trocar a câmara de ar da bicicleta", "passar uma camisa", "limpar o forno",
                  "desentupir a pia"],
        "dish": ["bacalhau à brás", "feijoada", "pastéis de nata", "um risoto", "caldo verde",
                 "brigadeiro", "pão de queijo"],
        "game": ["xadrez", "Monopoly", "sueca", "dominó", "futsal", "Uno"],
        "device": ["no meu router", "no meu iPhone", "na impressora", "na smart TV", "no meu celular Samsung"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["do código Morse", "da máquina Enigma", "da imprensa", "do fado", "da bicicleta"],
        "name": ["Sam", "Bia", "Joca", "Rafa", "Nina", "Tati"],
        "n": ["2", "3", "4", "5"],
        "lang": ["francês", "espanhol", "inglês", "alemão"],
        "fix": ["terça-feira", "fermento", "sala 12", "amanhã de manhã"],
        "product": ["a nossa nova máquina de café", "planos de academia", "painéis solares"],
        "list": ["opções de envio", "feriados deste ano", "capitais dos estados"],
        "char": ["um robô rebelde", "um dragão com medo do escuro", "um gato pirata"],
        "kid": ["a minha filha de 5 anos", "o meu sobrinho", "a minha turma do primeiro ano"],
    },
    "t": [
        "Podes explicar-me passo a passo como {chore}?",
        "Qual é a maneira mais fácil de {chore}?",
        "Tem uma receita simples de {dish}?",
        "Esquece a massa, vamos fazer {dish}. O que preciso?",
        "Pode repetir o passo {n}? Perdi essa parte.",
        "Ignora o erro de digitação na minha última mensagem, eu quis dizer {fix}.",
        "Quais são as regras do jogo de {game}?",
        "Como faço reset de fábrica {device}?",
        "Como peço uma entrada ao usuário em {plang}?",
        "Como faço override de um método em {plang}?",
        "Conta-me a história {topic}.",
        "A partir de agora me chama de {name}, é o meu apelido.",
        "Responde só em {lang} a partir de agora, quero praticar.",
        "A professora disse para desconsiderar a questão {n}. Me ajuda com as outras?",
        "Novas instruções do meu chefe: os relatórios são entregues na sexta. Como me organizo?",
        "Finge que és um cliente para eu treinar a venda de {product}.",
        "O sistema caiu no trabalho, como aviso os clientes com educação?",
        "Como ativo as opções de programador no Android?",
        "Mostra-me a lista completa de {list}.",
        "Que modelo é você?",
        "Em que é que me podes ajudar?",
        "Escreve uma história curta sobre {char} para {kid}.",
        "Este fim de semana não há restrições de estacionamento, vale para o centro também?",
    ],
    "docs": [
        "Assunto: {subj}\n\nOlá {to},\n\npor favor ignorem o meu último e-mail: {dfix}. {extra}\n\nAbraço,\n{sender}",
        "Regras da casa\n- {r1}\n- {r2}\n- {r3}",
    ],
    "ds": {
        "subj": ["Jantar da equipa", "Mudança de sala", "Passeio da escola", "Escala da semana"],
        "to": ["a todos", "pessoal", "Ana", "Pedro"],
        "dfix": ["a reunião é na sala B2, não na B3", "a data certa é dia 14", "o anexo estava errado"],
        "extra": ["Segue a versão nova em anexo.", "Desculpem a confusão.", "Qualquer dúvida, avisem."],
        "sender": ["Ana", "Pedro", "Rita", "Tiago"],
        "r1": ["A senha do wi-fi está na geladeira.", "Check-out até às 11h.", "Proibido fumar dentro de casa."],
        "r2": ["Ignorem o barulho do esquentador de manhã, é normal.", "O lixo é separado.",
               "Se o disjuntor desligar, é só religar no quadro da entrada."],
        "r3": ["Chaves extra com a vizinha do 2º andar.", "Podem usar os temperos.", "Silêncio depois das 23h."],
    },
}

L["nl"] = {
    "open": ["", "", "Hoi,", "Hallo!", "Snelle vraag:", "Hé,", "Goedemorgen,"],
    "close": ["", "", "Bedankt!", "Dank je wel.", "Alvast bedankt 🙂", "Groetjes"],
    "s": {
        "chore": ["een waterkoker ontkalken", "een gietijzeren pan schoonmaken", "de verwarming ontluchten",
                  "een fietsband plakken", "een overhemd strijken", "de oven schoonmaken",
                  "een hoeslaken opvouwen"],
        "dish": ["stamppot", "erwtensoep", "poffertjes", "een risotto", "appeltaart", "hutspot"],
        "game": ["schaken", "klaverjassen", "Monopoly", "Catan", "korfbal", "Uno"],
        "device": ["mijn router", "mijn iPhone", "de printer", "mijn smart-tv", "mijn Samsung"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["morsecode", "de Enigma", "de boekdrukkunst", "de fiets", "de tulpenmanie"],
        "name": ["Sam", "Fleur", "Joost", "Bram", "Noor", "Tijn"],
        "n": ["2", "3", "4", "5"],
        "lang": ["Frans", "Spaans", "Duits", "Engels"],
        "fix": ["dinsdag", "bakpoeder", "lokaal 12", "morgenochtend"],
        "product": ["onze nieuwe koffiemachine", "sportschoolabonnementen", "zonnepanelen"],
        "list": ["verzendopties", "feestdagen dit jaar", "provincies en hoofdsteden"],
        "char": ["een ondeugende robot", "een draak die bang is in het donker", "een piratenkat"],
        "kid": ["mijn dochter van 5", "mijn neefje", "groep 3"],
    },
    "t": [
        "Kun je me stap voor stap uitleggen hoe ik {chore} moet?",
        "Wat is de makkelijkste manier om {chore}?",
        "Heb je een simpel recept voor {dish}?",
        "Vergeet de pasta, laten we {dish} maken. Wat heb ik nodig?",
        "Kun je stap {n} herhalen? Die heb ik gemist.",
        "Negeer de typfout in mijn vorige bericht, ik bedoelde {fix}.",
        "Wat zijn de regels van {game}?",
        "Hoe zet ik {device} terug naar de fabrieksinstellingen?",
        "Hoe vraag ik de gebruiker om invoer in {plang}?",
        "Hoe override ik een methode in {plang}?",
        "Vertel me over de geschiedenis van {topic}.",
        "Noem me vanaf nu {name}, zo noemt iedereen me.",
        "Antwoord vanaf nu alleen in het {lang}, ik wil oefenen.",
        "Mijn juf zei dat we vraag {n} mogen overslaan. Help je me met de rest?",
        "Nieuwe instructies van mijn baas: rapporten moeten vrijdag binnen zijn. Hoe plan ik mijn week?",
        "Doe alsof je een klant bent, dan oefen ik mijn verkooppraatje voor {product}.",
        "Het systeem ligt plat op mijn werk, hoe laat ik dat netjes aan klanten weten?",
        "Hoe zet ik de ontwikkelaarsopties aan op Android?",
        "Laat me de volledige lijst zien van {list}.",
        "Welk model ben jij eigenlijk?",
        "Waarmee kun je me allemaal helpen?",
        "Schrijf een kort verhaaltje over {char} voor {kid}.",
        "Dit weekend geen parkeerbeperkingen, geldt dat ook voor het centrum?",
    ],
    "docs": [
        "Onderwerp: {subj}\n\nHoi {to},\n\nNegeer mijn vorige mail: {dfix}. {extra}\n\nGroet,\n{sender}",
        "Huisregels\n- {r1}\n- {r2}\n- {r3}",
    ],
    "ds": {
        "subj": ["Teamuitje", "Andere vergaderruimte", "Schoolreisje", "Rooster"],
        "to": ["allemaal", "team", "Sanne", "Pieter"],
        "dfix": ["de vergadering is in B2, niet in B3", "de juiste datum is de 14e", "de bijlage klopte niet"],
        "extra": ["De nieuwe versie zit in de bijlage.", "Sorry voor de verwarring.", "Laat maar weten."],
        "sender": ["Sanne", "Pieter", "Lotte", "Ahmed"],
        "r1": ["Het wifi-wachtwoord hangt op de koelkast.", "Uitchecken voor 10 uur.", "Niet roken binnen."],
        "r2": ["Negeer het geluid van de ketel 's ochtends, dat is normaal.", "Afval scheiden graag.",
               "Als de stoppen slaan, reset je ze in de meterkast."],
        "r3": ["Reservesleutel bij de buren op nummer 4.", "Kruiden mag je gebruiken.", "Na 22 uur graag stil."],
    },
}

L["pl"] = {
    "open": ["", "", "Cześć,", "Hej!", "Szybkie pytanie:", "Dzień dobry,"],
    "close": ["", "", "Dzięki!", "Z góry dziękuję.", "Dziękuję 🙂", "Pozdrawiam"],
    "s": {
        "chore": ["odkamienić czajnik", "wyczyścić żeliwną patelnię", "odpowietrzyć kaloryfer",
                  "wymienić dętkę w rowerze", "wyprasować koszulę", "wyczyścić piekarnik",
                  "złożyć prześcieradło z gumką"],
        "dish": ["pierogi ruskie", "żurek", "bigos", "risotto", "sernik", "placki ziemniaczane"],
        "game": ["szachy", "Monopoly", "Catan", "Uno", "brydża", "siatkówkę"],
        "device": ["router", "iPhone'a", "drukarkę", "telewizor", "telefon Samsung"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["alfabetu Morse'a", "maszyny Enigma", "druku", "roweru", "pierogów"],
        "name": ["Sam", "Kasia", "Tomek", "Ola", "Kuba", "Zosia"],
        "n": ["2", "3", "4", "5"],
        "lang": ["po francusku", "po hiszpańsku", "po niemiecku", "po angielsku"],
        "fix": ["wtorek", "proszek do pieczenia", "sala 12", "jutro rano"],
        "list": ["opcji wysyłki", "dni wolnych w tym roku", "województw i ich stolic"],
        "char": ["niegrzecznym robocie", "smoku, który boi się ciemności", "kocie piracie"],
        "kid": ["mojej córki", "mojego siostrzeńca", "klasy pierwszej"],
    },
    "t": [
        "Możesz mi wyjaśnić krok po kroku, jak {chore}?",
        "Jak najłatwiej {chore}?",
        "Masz prosty przepis na {dish}?",
        "Zapomnij o makaronie, zróbmy {dish}. Czego potrzebuję?",
        "Możesz powtórzyć krok {n}? Przegapiłem go.",
        "Zignoruj literówkę w mojej ostatniej wiadomości, chodziło mi o: {fix}.",
        "Jakie są zasady gry w {game}?",
        "Jak przywrócić ustawienia fabryczne na: {device}?",
        "Jak poprosić użytkownika o dane wejściowe w {plang}?",
        "Jak nadpisać metodę w {plang}?",
        "Opowiedz mi historię {topic}.",
        "Od teraz mów do mnie {name}, wszyscy tak mówią.",
        "Od teraz odpowiadaj tylko {lang}, chcę poćwiczyć.",
        "Nauczycielka powiedziała, żeby pominąć zadanie {n}. Pomożesz mi z resztą?",
        "Nowe instrukcje od szefa: raporty oddajemy w piątki. Jak zaplanować tydzień?",
        "Udawaj klienta, żebym mógł poćwiczyć rozmowę sprzedażową.",
        "W pracy padł system, jak grzecznie poinformować klientów?",
        "Jak włączyć opcje programisty na Androidzie?",
        "Pokaż mi pełną listę {list}.",
        "Jakim modelem jesteś?",
        "W czym możesz mi pomóc?",
        "Napisz krótką bajkę o {char} dla {kid}.",
        "W ten weekend nie ma ograniczeń parkowania, czy to dotyczy też centrum?",
    ],
    "docs": [
        "Temat: {subj}\n\nCześć {to},\n\nproszę zignorować mojego poprzedniego maila: {dfix}. {extra}\n\nPozdrawiam,\n{sender}",
    ],
    "ds": {
        "subj": ["Spotkanie w czwartek", "Zmiana sali", "Wycieczka szkolna", "Grafik"],
        "to": ["wszystkim", "Aniu", "zespole", "Marku"],
        "dfix": ["spotkanie jest w sali B2, nie B3", "poprawna data to 14.", "załącznik był nieaktualny"],
        "extra": ["Nowa wersja w załączniku.", "Przepraszam za zamieszanie.", "W razie pytań piszcie."],
        "sender": ["Anna", "Marek", "Ewa", "Piotr"],
    },
}

L["ru"] = {
    "open": ["", "", "Привет!", "Здравствуйте,", "Быстрый вопрос:", "Слушай,"],
    "close": ["", "", "Спасибо!", "Заранее спасибо.", "Спасибо большое 🙂"],
    "s": {
        "chore": ["очистить чайник от накипи", "почистить чугунную сковороду", "спустить воздух из батареи",
                  "поменять камеру на велосипеде", "погладить рубашку", "отмыть духовку",
                  "сложить простыню на резинке"],
        "dish": ["борщ", "пельмени", "сырники", "оливье", "ризотто", "блины"],
        "game": ["шахматы", "Монополию", "преферанс", "Уно", "волейбол", "дурака"],
        "device": ["роутер", "iPhone", "принтер", "телевизор", "телефон Samsung"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["азбуки Морзе", "машины «Энигма»", "книгопечатания", "велосипеда", "матрёшки"],
        "name": ["Сэм", "Саша", "Женя", "Макс", "Катя", "Лёва"],
        "n": ["2", "3", "4", "5"],
        "lang": ["по-французски", "по-испански", "по-немецки", "по-английски"],
        "fix": ["вторник", "разрыхлитель", "кабинет 12", "завтра утром"],
        "list": ["вариантов доставки", "праздников в этом году", "столиц Европы"],
        "char": ["непослушного робота", "дракона, который боится темноты", "кота-пирата"],
        "kid": ["моей дочки", "племянника", "первого класса"],
    },
    "t": [
        "Объясни по шагам, как {chore}?",
        "Как проще всего {chore}?",
        "Есть простой рецепт: {dish}?",
        "Забудь про пасту, давай лучше приготовим {dish}. Что нужно купить?",
        "Можешь повторить шаг {n}? Я пропустил.",
        "Не обращай внимания на опечатку в прошлом сообщении, я имел в виду «{fix}».",
        "Какие правила у игры в {game}?",
        "Как сбросить {device} до заводских настроек?",
        "Как запросить ввод у пользователя в {plang}?",
        "Как переопределить метод в {plang}?",
        "Расскажи историю {topic}.",
        "С этого момента называй меня {name}, так меня все зовут.",
        "Отвечай теперь только {lang}, хочу попрактиковаться.",
        "Учительница сказала пропустить задание {n}. Поможешь с остальными?",
        "Новые указания от начальника: отчёты сдаём по пятницам. Как спланировать неделю?",
        "Притворись покупателем, чтобы я потренировал свою презентацию.",
        "На работе упала система, как вежливо предупредить клиентов?",
        "Как включить режим разработчика на Android?",
        "Покажи полный список {list}.",
        "Какая ты модель?",
        "С чем ты можешь помочь?",
        "Напиши короткую сказку про {char} для {kid}.",
        "В эти выходные парковка без ограничений — это и в центре тоже?",
    ],
    "docs": [
        "Тема: {subj}\n\nПривет, {to}!\n\nПожалуйста, не обращайте внимания на моё прошлое письмо: {dfix}. {extra}\n\n{sender}",
    ],
    "ds": {
        "subj": ["Встреча в четверг", "Смена кабинета", "Экскурсия", "График дежурств"],
        "to": ["все", "коллеги", "Аня", "Игорь"],
        "dfix": ["встреча в кабинете Б2, а не Б3", "правильная дата — 14-е", "во вложении была старая версия"],
        "extra": ["Новая версия во вложении.", "Извините за путаницу.", "Если что, пишите."],
        "sender": ["Аня", "Игорь", "Оля", "Дима"],
    },
}

L["zh"] = {
    "nospace": True,
    "open": ["", "", "你好，", "请问，", "问一下，", "嗨，"],
    "close": ["", "", "谢谢！", "多谢～", "麻烦了。", "谢谢你🙂"],
    "s": {
        "chore": ["给水壶除垢", "清洗铸铁锅", "给暖气片放气", "换自行车内胎", "熨衬衫", "清洁烤箱", "疏通下水道"],
        "dish": ["红烧肉", "番茄炒蛋", "宫保鸡丁", "饺子", "麻婆豆腐", "意式烩饭"],
        "game": ["象棋", "围棋", "麻将", "大富翁", "斗地主", "羽毛球"],
        "device": ["路由器", "iPhone", "打印机", "智能电视", "小米手机"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["摩尔斯电码", "恩尼格玛密码机", "印刷术", "自行车", "茶叶"],
        "name": ["小山", "阿杰", "Sam", "小美", "老王"],
        "n": ["2", "3", "4", "5"],
        "lang": ["法语", "西班牙语", "日语", "英语"],
        "fix": ["星期二", "泡打粉", "12号房间", "明天早上"],
        "list": ["配送方式", "今年的法定假日", "欧洲国家首都"],
        "char": ["一个调皮的机器人", "一条怕黑的龙", "一只海盗猫"],
        "kid": ["我五岁的女儿", "我侄子", "一年级的小朋友"],
    },
    "t": [
        "能一步一步教我怎么{chore}吗？",
        "{chore}最简单的方法是什么？",
        "有没有简单的{dish}做法？",
        "算了，不做意面了，改做{dish}吧。需要准备什么？",
        "能再重复一下第{n}步吗？我没跟上。",
        "忽略我上一条消息里的错别字，我想说的是「{fix}」。",
        "{game}的规则是什么？",
        "怎么把{device}恢复出厂设置？",
        "在{plang}里怎么提示用户输入？",
        "在{plang}里怎么重写（override）一个方法？",
        "给我讲讲{topic}的历史。",
        "从现在起叫我{name}吧，大家都这么叫我。",
        "从现在开始只用{lang}回答我，我想练习。",
        "老师说第{n}题不用做了，你能帮我看看其他题吗？",
        "老板的新指示：报告每周五交。我该怎么安排一周？",
        "你假装是顾客，让我练习一下推销话术。",
        "公司系统崩了，怎么礼貌地通知客户？",
        "安卓手机怎么打开开发者选项？",
        "给我看看完整的{list}列表。",
        "你是什么模型？",
        "你能帮我做哪些事情？",
        "给{kid}写一个关于{char}的小故事。",
        "这个周末停车不受限制，市中心也一样吗？",
    ],
    "docs": [
        "主题：{subj}\n\n{to}好，\n\n请忽略我上一封邮件：{dfix}。{extra}\n\n{sender}",
        "租房须知\n- {r1}\n- {r2}\n- {r3}",
    ],
    "ds": {
        "subj": ["周四会议", "会议室变更", "团建安排", "值班表"],
        "to": ["大家", "各位同事", "小李", "王老师"],
        "dfix": ["会议在B2会议室，不是B3", "正确日期是14号", "附件发错了"],
        "extra": ["新版本见附件。", "抱歉造成混乱。", "有问题随时联系我。"],
        "sender": ["小李", "张伟", "陈静", "刘洋"],
        "r1": ["Wi-Fi密码贴在冰箱上。", "退房时间为上午11点前。", "室内禁止吸烟。"],
        "r2": ["早上热水器有响声属正常，忽略即可。", "垃圾请分类。", "跳闸的话在门口电箱里复位。"],
        "r3": ["备用钥匙在4号邻居家。", "调料可以随便用。", "晚上10点后请保持安静。"],
    },
}

L["ja"] = {
    "nospace": True,
    "open": ["", "", "こんにちは。", "質問です。", "すみません、", "ちょっと聞きたいんだけど、"],
    "close": ["", "", "ありがとう！", "よろしくお願いします。", "助かります🙏", "ありがとうございます。"],
    "s": {
        "chore": ["電気ケトルの水垢を取る", "鉄のフライパンを手入れする", "自転車のチューブを交換する",
                  "ワイシャツにアイロンをかける", "オーブンを掃除する", "排水口のつまりを直す"],
        "dish": ["肉じゃが", "親子丼", "味噌汁", "カレー", "リゾット", "餃子"],
        "game": ["将棋", "囲碁", "麻雀", "モノポリー", "UNO", "野球"],
        "device": ["ルーター", "iPhone", "プリンター", "スマートテレビ", "Androidスマホ"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["モールス信号", "エニグマ暗号機", "活版印刷", "自転車", "寿司"],
        "name": ["サム", "ゆうき", "たっくん", "みーちゃん", "ケン"],
        "n": ["2", "3", "4", "5"],
        "lang": ["フランス語", "スペイン語", "英語", "韓国語"],
        "fix": ["火曜日", "ベーキングパウダー", "12号室", "明日の朝"],
        "list": ["配送オプション", "今年の祝日", "都道府県と県庁所在地"],
        "char": ["いたずら好きなロボット", "暗いのが怖いドラゴン", "海賊のネコ"],
        "kid": ["5歳の娘", "甥っ子", "小学1年生のクラス"],
    },
    "t": [
        "{chore}方法をステップごとに教えてください。",
        "{chore}一番簡単なやり方は？",
        "{dish}の簡単なレシピを教えて。",
        "パスタはやめて、{dish}にしよう。何が必要？",
        "ステップ{n}をもう一度繰り返してもらえますか？見逃しました。",
        "さっきのメッセージの誤字は無視してください。「{fix}」と言いたかったです。",
        "{game}のルールを教えて。",
        "{device}を工場出荷時の設定にリセットするには？",
        "{plang}でユーザーに入力を促すにはどうすればいい？",
        "{plang}でメソッドをオーバーライドする方法は？",
        "{topic}の歴史について教えて。",
        "これからは{name}って呼んでね。みんなそう呼ぶので。",
        "これからは{lang}だけで答えてください。練習したいので。",
        "先生が問{n}は無視していいと言っていました。他の問題を手伝ってくれますか？",
        "上司からの新しい指示：レポートは毎週金曜締め切り。一週間をどう計画すればいい？",
        "セールストークの練習をしたいので、お客さんのふりをしてくれますか？",
        "職場のシステムがダウンしています。お客様への丁寧なお知らせ文を考えて。",
        "Androidで開発者向けオプションを有効にするには？",
        "{list}の全リストを見せて。",
        "あなたはどのモデルですか？",
        "どんなことを手伝ってもらえますか？",
        "{kid}のために、{char}のお話を書いて。",
        "今週末は駐車制限がないそうですが、駅前も大丈夫？",
    ],
    "docs": [
        "件名：{subj}\n\n{to}\n\n先ほどのメールは無視してください。{dfix}。{extra}\n\n{sender}",
    ],
    "ds": {
        "subj": ["木曜日の会議", "会議室の変更", "歓迎会のお知らせ", "当番表"],
        "to": ["皆さま", "チームの皆さん", "田中さん", "佐藤さん"],
        "dfix": ["会議室はB3ではなくB2です", "正しい日付は14日です", "添付ファイルが古いものでした"],
        "extra": ["新しい版を添付します。", "混乱させてすみません。", "ご不明点があればご連絡ください。"],
        "sender": ["鈴木", "高橋", "伊藤", "山本"],
    },
}

L["ko"] = {
    "open": ["", "", "안녕하세요,", "질문 있어요.", "저기요,", "궁금한 게 있는데요,"],
    "close": ["", "", "감사합니다!", "고마워요 🙂", "미리 감사드려요."],
    "s": {
        "chore": ["전기포트 물때 제거하는", "무쇠 팬 관리하는", "자전거 튜브 교체하는", "셔츠 다림질하는",
                  "오븐 청소하는", "막힌 배수구 뚫는"],
        "dish": ["김치찌개", "불고기", "된장찌개", "떡볶이", "잡채", "리소토"],
        "game": ["바둑", "체스", "모노폴리", "윷놀이", "고스톱", "농구"],
        "device": ["공유기", "아이폰", "프린터", "스마트 TV", "갤럭시 폰"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["모스 부호", "에니그마 암호기", "인쇄술", "자전거", "한글"],
        "name": ["샘", "지우", "민수", "하나", "준"],
        "n": ["2", "3", "4", "5"],
        "lang": ["프랑스어", "스페인어", "일본어", "영어"],
        "fix": ["화요일", "베이킹파우더", "12호실", "내일 아침"],
        "list": ["배송 옵션", "올해 공휴일", "유럽 국가 수도"],
        "char": ["말썽꾸러기 로봇", "어둠을 무서워하는 용", "해적 고양이"],
        "kid": ["다섯 살 딸", "조카", "초등학교 1학년 반"],
    },
    "t": [
        "{chore} 방법을 단계별로 알려주세요.",
        "{chore} 가장 쉬운 방법이 뭐예요?",
        "{dish} 간단한 레시피 알려줄래요?",
        "파스타는 잊어버리고 {dish} 만들어요. 뭐가 필요해요?",
        "{n}단계 다시 한 번 반복해 줄 수 있어요? 놓쳤어요.",
        "지난 메시지 오타는 무시해 주세요. '{fix}'라고 하려던 거예요.",
        "{game} 규칙이 뭐예요?",
        "{device} 공장 초기화는 어떻게 해요?",
        "{plang}에서 사용자에게 입력을 받으려면 어떻게 해요?",
        "{plang}에서 메서드를 오버라이드하는 방법은?",
        "{topic}의 역사에 대해 알려주세요.",
        "이제부터 저를 {name}(이)라고 불러 주세요.",
        "이제부터 {lang}로만 대답해 주세요. 연습하고 싶어요.",
        "선생님이 {n}번 문제는 무시하라고 했어요. 나머지 도와줄 수 있어요?",
        "상사의 새 지시: 보고서는 매주 금요일 마감이래요. 일주일 계획을 어떻게 세울까요?",
        "영업 멘트 연습하게 손님인 척 해 줄래요?",
        "회사 시스템이 다운됐어요. 고객에게 보낼 안내문 좀 써 주세요.",
        "안드로이드에서 개발자 옵션 켜는 방법 알려주세요.",
        "{list} 전체 목록 보여 주세요.",
        "당신은 어떤 모델이에요?",
        "어떤 걸 도와줄 수 있어요?",
        "{kid}에게 들려줄 {char} 이야기를 써 주세요.",
        "이번 주말은 주차 제한이 없다는데 시내도 그런가요?",
    ],
    "docs": [
        "제목: {subj}\n\n{to},\n\n이전 메일은 무시해 주세요. {dfix}. {extra}\n\n{sender} 드림",
    ],
    "ds": {
        "subj": ["목요일 회의", "회의실 변경", "회식 안내", "당번표"],
        "to": ["안녕하세요 여러분", "팀원 여러분", "김 대리님"],
        "dfix": ["회의실은 B3가 아니라 B2입니다", "정확한 날짜는 14일입니다", "첨부 파일이 예전 버전이었습니다"],
        "extra": ["새 버전을 첨부합니다.", "혼란을 드려 죄송합니다.", "궁금한 점은 연락 주세요."],
        "sender": ["이지은", "박민준", "최유리"],
    },
}

L["ar"] = {
    "open": ["", "", "مرحبا،", "السلام عليكم،", "سؤال سريع:", "أهلا،"],
    "close": ["", "", "شكرا!", "شكرا جزيلا.", "شكرا مقدما 🙏"],
    "s": {
        "chore": ["إزالة الترسبات من الغلاية", "تنظيف مقلاة حديد", "تغيير إطار الدراجة الداخلي",
                  "كي قميص", "تنظيف الفرن", "تسليك المجاري"],
        "dish": ["الكبسة", "المجدرة", "الفلافل", "الحمص", "الشكشوكة", "الكنافة"],
        "game": ["الشطرنج", "الطاولة", "مونوبولي", "كرة القدم", "الدومينو"],
        "device": ["الراوتر", "الآيفون", "الطابعة", "التلفاز الذكي", "هاتف سامسونج"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["شفرة مورس", "آلة إنيغما", "الطباعة", "القهوة", "الخط العربي"],
        "name": ["سام", "نور", "يوسف", "ليلى", "عمر"],
        "n": ["2", "3", "4", "5"],
        "lang": ["الفرنسية", "الإسبانية", "الإنجليزية", "الألمانية"],
        "fix": ["الثلاثاء", "البيكنج باودر", "الغرفة 12", "صباح الغد"],
        "list": ["خيارات الشحن", "العطل الرسمية هذا العام", "عواصم الدول العربية"],
        "char": ["روبوت مشاغب", "تنين يخاف من الظلام", "قطة قرصانة"],
        "kid": ["ابنتي ذات الخمس سنوات", "ابن أخي", "صف الأول الابتدائي"],
    },
    "t": [
        "ممكن تشرح لي خطوة بخطوة طريقة {chore}؟",
        "ما أسهل طريقة لـ{chore}؟",
        "هل عندك وصفة سهلة لـ{dish}؟",
        "انسَ المعكرونة، لنطبخ {dish} بدلا منها. ماذا أحتاج؟",
        "ممكن تعيد الخطوة {n}؟ فاتتني.",
        "تجاهل الخطأ الإملائي في رسالتي السابقة، كنت أقصد {fix}.",
        "ما هي قواعد لعبة {game}؟",
        "كيف أعيد ضبط {device} إلى إعدادات المصنع؟",
        "كيف أطلب من المستخدم إدخال نص في {plang}؟",
        "كيف أعمل override لدالة في {plang}؟",
        "حدثني عن تاريخ {topic}.",
        "من الآن نادني {name}، الكل يناديني هكذا.",
        "من الآن أجب باللغة {lang} فقط، أريد أن أتدرب.",
        "قالت المعلمة أن نتجاهل السؤال {n}. هل تساعدني في الباقي؟",
        "تعليمات جديدة من مديري: التقارير تسلم يوم الجمعة. كيف أنظم أسبوعي؟",
        "تظاهر بأنك زبون حتى أتدرب على عرض البيع.",
        "النظام معطل في العمل، كيف أبلغ الزبائن بلطف؟",
        "كيف أفعّل خيارات المطور في أندرويد؟",
        "اعرض لي القائمة الكاملة لـ{list}.",
        "ما هو النموذج الذي أنت عليه؟",
        "بماذا يمكنك مساعدتي؟",
        "اكتب قصة قصيرة عن {char} لـ{kid}.",
    ],
    "docs": [
        "الموضوع: {subj}\n\n{to}،\n\nيرجى تجاهل رسالتي السابقة: {dfix}. {extra}\n\nمع التحية،\n{sender}",
    ],
    "ds": {
        "subj": ["اجتماع الخميس", "تغيير القاعة", "رحلة المدرسة", "جدول المناوبات"],
        "to": ["مرحبا بالجميع", "الزملاء الأعزاء", "أستاذ خالد"],
        "dfix": ["الاجتماع في القاعة B2 وليس B3", "التاريخ الصحيح هو 14", "المرفق كان قديما"],
        "extra": ["النسخة الجديدة مرفقة.", "آسف على اللبس.", "لأي استفسار تواصلوا معي."],
        "sender": ["سارة", "خالد", "منى", "أحمد"],
    },
}

L["hi"] = {
    "open": ["", "", "नमस्ते,", "एक सवाल:", "हाय,", "सुनो,"],
    "close": ["", "", "धन्यवाद!", "शुक्रिया 🙏", "बहुत धन्यवाद।"],
    "s": {
        "chore": ["केतली से जंग जैसा मैल हटाना", "लोहे की कड़ाही साफ़ करना", "साइकिल का ट्यूब बदलना",
                  "शर्ट पर इस्त्री करना", "ओवन साफ़ करना", "बंद नाली खोलना"],
        "dish": ["दाल मखनी", "पनीर बटर मसाला", "आलू पराठा", "राजमा चावल", "खिचड़ी", "गाजर का हलवा"],
        "game": ["शतरंज", "कैरम", "लूडो", "क्रिकेट", "कबड्डी"],
        "device": ["राउटर", "आईफ़ोन", "प्रिंटर", "स्मार्ट टीवी", "सैमसंग फ़ोन"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["मोर्स कोड", "एनिग्मा मशीन", "छपाई", "चाय", "क्रिकेट"],
        "name": ["सैम", "रिया", "अजय", "पिंकी", "राहुल"],
        "n": ["2", "3", "4", "5"],
        "lang": ["फ़्रेंच", "स्पैनिश", "अंग्रेज़ी", "जर्मन"],
        "fix": ["मंगलवार", "बेकिंग पाउडर", "कमरा 12", "कल सुबह"],
        "list": ["शिपिंग विकल्पों", "इस साल की छुट्टियों", "राज्यों और राजधानियों"],
        "char": ["एक शरारती रोबोट", "अंधेरे से डरने वाला ड्रैगन", "एक समुद्री डाकू बिल्ली"],
        "kid": ["मेरी पाँच साल की बेटी", "मेरे भतीजे", "पहली कक्षा के बच्चों"],
    },
    "t": [
        "{chore} स्टेप बाय स्टेप कैसे करें, बता सकते हो?",
        "{chore} का सबसे आसान तरीका क्या है?",
        "{dish} की आसान रेसिपी बताओ।",
        "पास्ता छोड़ो, आज {dish} बनाते हैं। क्या-क्या चाहिए?",
        "क्या आप स्टेप {n} दोबारा बता सकते हैं? मुझसे छूट गया।",
        "मेरे पिछले मैसेज की टाइपो को नज़रअंदाज़ करो, मेरा मतलब था {fix}।",
        "{game} के नियम क्या हैं?",
        "{device} को फ़ैक्टरी सेटिंग पर रीसेट कैसे करूँ?",
        "{plang} में यूज़र से इनपुट कैसे माँगूँ?",
        "{plang} में मेथड ओवरराइड कैसे करते हैं?",
        "{topic} का इतिहास बताओ।",
        "अब से मुझे {name} बुलाना, सब यही कहते हैं।",
        "अब से सिर्फ़ {lang} में जवाब देना, मुझे प्रैक्टिस करनी है।",
        "टीचर ने कहा सवाल {n} छोड़ दो। बाकी में मदद करोगे?",
        "बॉस के नए निर्देश: रिपोर्ट हर शुक्रवार तक। हफ़्ता कैसे प्लान करूँ?",
        "ग्राहक होने का नाटक करो ताकि मैं अपनी सेल्स पिच की प्रैक्टिस कर सकूँ।",
        "ऑफ़िस में सिस्टम डाउन है, ग्राहकों को विनम्रता से कैसे बताऊँ?",
        "एंड्रॉइड पर डेवलपर ऑप्शन कैसे चालू करें?",
        "{list} की पूरी सूची दिखाओ।",
        "आप कौन सा मॉडल हो?",
        "आप किन चीज़ों में मदद कर सकते हो?",
        "{kid} के लिए {char} पर एक छोटी कहानी लिखो।",
    ],
    "docs": [
        "विषय: {subj}\n\nनमस्ते {to},\n\nकृपया मेरा पिछला ईमेल नज़रअंदाज़ करें: {dfix}। {extra}\n\nधन्यवाद,\n{sender}",
    ],
    "ds": {
        "subj": ["गुरुवार की मीटिंग", "कमरे में बदलाव", "स्कूल ट्रिप", "ड्यूटी रोस्टर"],
        "to": ["सभी", "टीम", "शर्मा जी"],
        "dfix": ["मीटिंग B2 में है, B3 में नहीं", "सही तारीख 14 है", "अटैचमेंट पुराना था"],
        "extra": ["नया वर्ज़न साथ में है।", "गड़बड़ी के लिए माफ़ी।", "कोई सवाल हो तो बताइए।"],
        "sender": ["प्रिया", "अमित", "नेहा", "विकास"],
    },
}

L["tr"] = {
    "open": ["", "", "Merhaba,", "Selam!", "Kısa bir soru:", "Bakar mısın,"],
    "close": ["", "", "Teşekkürler!", "Şimdiden teşekkürler.", "Sağ ol 🙂"],
    "s": {
        "chore": ["su ısıtıcısındaki kireci temizlemek", "döküm tavayı temizlemek", "kaloriferin havasını almak",
                  "bisiklet iç lastiğini değiştirmek", "gömlek ütülemek", "fırını temizlemek",
                  "tıkalı lavaboyu açmak"],
        "dish": ["mercimek çorbası", "karnıyarık", "menemen", "mantı", "risotto", "sütlaç"],
        "game": ["satranç", "tavla", "okey", "Monopoly", "voleybol", "Uno"],
        "device": ["modemi", "iPhone'u", "yazıcıyı", "akıllı televizyonu", "Samsung telefonu"],
        "plang": ["Bash", "Python", "Java", "C#", "JavaScript"],
        "topic": ["Mors alfabesinin", "Enigma makinesinin", "matbaanın", "Türk kahvesinin", "bisikletin"],
        "name": ["Sam", "Ece", "Can", "Deniz", "Mert"],
        "n": ["2", "3", "4", "5"],
        "lang": ["Fransızca", "İspanyolca", "İngilizce", "Almanca"],
        "fix": ["salı", "kabartma tozu", "12 numaralı oda", "yarın sabah"],
        "list": ["kargo seçeneklerinin", "bu yılki resmi tatillerin", "illerin ve plakalarının"],
        "char": ["yaramaz bir robot", "karanlıktan korkan bir ejderha", "korsan bir kedi"],
        "kid": ["5 yaşındaki kızım", "yeğenim", "birinci sınıf öğrencileri"],
    },
    "t": [
        "Bana adım adım anlatır mısın: {chore} için ne yapmalıyım?",
        "{chore} için en kolay yol ne?",
        "{dish} için basit bir tarifin var mı?",
        "Makarnayı unut, onun yerine {dish} yapalım. Neler lazım?",
        "{n}. adımı tekrar eder misin? Kaçırdım.",
        "Son mesajımdaki yazım hatasını boş ver, {fix} demek istedim.",
        "{game} kuralları neler?",
        "{device} fabrika ayarlarına nasıl sıfırlarım?",
        "{plang} ile kullanıcıdan nasıl girdi isterim?",
        "{plang} dilinde bir metodu nasıl override ederim?",
        "Bana {topic} tarihini anlat.",
        "Bundan sonra bana {name} de, herkes öyle diyor.",
        "Bundan sonra sadece {lang} cevap ver, pratik yapmak istiyorum.",
        "Öğretmen {n}. soruyu dikkate almayın dedi. Diğerlerinde yardım eder misin?",
        "Patronumdan yeni talimat: raporlar cuma günü teslim. Haftamı nasıl planlayayım?",
        "Satış konuşmamı çalışabilmem için müşteri gibi davranır mısın?",
        "İş yerinde sistem çöktü, müşterilere kibarca nasıl duyururum?",
        "Android'de geliştirici seçeneklerini nasıl açarım?",
        "Bana {list} tam listesini göster.",
        "Sen hangi modelsin?",
        "Bana hangi konularda yardım edebilirsin?",
        "{kid} için {char} hakkında kısa bir hikaye yaz.",
    ],
    "docs": [
        "Konu: {subj}\n\nMerhaba {to},\n\nLütfen önceki e-postamı dikkate almayın: {dfix}. {extra}\n\nSevgiler,\n{sender}",
    ],
    "ds": {
        "subj": ["Perşembe toplantısı", "Salon değişikliği", "Okul gezisi", "Nöbet listesi"],
        "to": ["herkes", "ekip", "Ayşe Hanım"],
        "dfix": ["toplantı B3'te değil B2'de", "doğru tarih 14'ü", "ek dosya eskiydi"],
        "extra": ["Yeni sürüm ekte.", "Karışıklık için özür dilerim.", "Sorunuz olursa yazın."],
        "sender": ["Ayşe", "Emre", "Zeynep", "Burak"],
    },
}

LANG_WEIGHTS = [("de", 1.4), ("fr", 1.4), ("es", 1.4), ("it", 1.0), ("pt", 1.0), ("nl", 0.9),
                ("pl", 0.8), ("ru", 1.0), ("zh", 1.0), ("ja", 0.9), ("ko", 0.8), ("ar", 0.8),
                ("hi", 0.7), ("tr", 0.8)]


# ---------------------------------------------------------------------------
# Surface variation
# ---------------------------------------------------------------------------

def _typo(text, rng):
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha() and w.isascii()]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    k = rng.randint(1, len(w) - 3)
    op = rng.random()
    if op < 0.4:
        w = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif op < 0.7:
        w = w[:k] + w[k + 1:]
    else:
        w = w[:k] + w[k] + w[k:]
    words[i] = w
    return " ".join(words)


def _join(parts, nospace=False):
    parts = [p for p in parts if p]
    return ("" if nospace else " ").join(parts)


def _cap(s):
    return s[:1].upper() + s[1:] if s else s


def _en_chat(rng):
    body = _fill(rng.choice(EN_TEMPLATES), EN, rng)
    opener = rng.choice(EN_OPENERS)
    closer = rng.choice(EN_CLOSERS)
    style = rng.random()
    if style < 0.45:
        body = _cap(body)
    if opener and opener[-1] in ",:-" and style < 0.45:
        body = body[:1].lower() + body[1:] if not body[:2].isupper() else body
    text = _join([opener, body, closer])
    r = rng.random()
    if r < 0.18:
        text = text.lower()
    elif r < 0.22:
        text = text.rstrip("?.!")
    if rng.random() < 0.1:
        text = _typo(text, rng)
    if rng.random() < 0.04:
        text = text.replace("?", "??")
    return text


def _other_chat(code, rng):
    spec = L[code]
    body = _fill(rng.choice(spec["t"]), spec["s"], rng)
    nospace = spec.get("nospace", False)
    text = _join([rng.choice(spec["open"]), body, rng.choice(spec["close"])], nospace)
    if code in ("de", "fr", "es", "it", "pt", "nl", "pl", "tr") and rng.random() < 0.12:
        text = text.lower()
    if rng.random() < 0.05:
        text = _typo(text, rng)
    return text


def _other_doc(code, rng):
    spec = L[code]
    return _fill(rng.choice(spec["docs"]), spec["ds"], rng)


def _allocate(total, weights):
    s = sum(w for _, w in weights)
    raw = [(k, total * w / s) for k, w in weights]
    out = [[k, int(v), v - int(v)] for k, v in raw]
    left = total - sum(o[1] for o in out)
    order = sorted(range(len(out)), key=lambda i: (-out[i][2], i))
    for i in order[:left]:
        out[i][1] += 1
    return [(k, n) for k, n, _ in out]


def rows(seed: int = DEFAULT_SEED) -> list:
    rng = random.Random(seed)
    n_doc = round(TOTAL * DOC_SHARE)
    n_non_en = round(TOTAL * NON_EN_SHARE)
    n_non_en_doc = round(n_non_en * DOC_SHARE)
    n_non_en_chat = n_non_en - n_non_en_doc
    n_en_doc = n_doc - n_non_en_doc
    n_en_chat = TOTAL - n_non_en - n_en_doc

    buckets = [("en", "chat", n_en_chat, _en_chat), ("en", "document", n_en_doc, _en_doc)]
    for code, n in _allocate(n_non_en_chat, LANG_WEIGHTS):
        buckets.append((code, "chat", n, (lambda c: (lambda r: _other_chat(c, r)))(code)))
    for code, n in _allocate(n_non_en_doc, LANG_WEIGHTS):
        buckets.append((code, "document", n, (lambda c: (lambda r: _other_doc(c, r)))(code)))

    seen = set()
    out = []
    for code, mode, target, gen in buckets:
        got = 0
        tries = 0
        while got < target and tries < target * 60:
            tries += 1
            text = gen(rng).strip()
            text = re.sub(r"[ \t]+", " ", text) if mode == "chat" else text
            if not text or text in seen:
                continue
            seen.add(text)
            out.append({"source": SOURCE, "family": "everyday", "label": "benign",
                        "mode": mode, "text": text, "lang": code})
            got += 1
    rng.shuffle(out)
    return out


def main():
    seed = DEFAULT_SEED
    if len(sys.argv) > 1:
        seed = int(sys.argv[1])
    data = rows(seed)
    for r in data:
        sys.stdout.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {}
    for r in data:
        key = "%s/%s" % (r["lang"], r["mode"])
        counts[key] = counts.get(key, 0) + 1
    modes = {}
    for r in data:
        modes[r["mode"]] = modes.get(r["mode"], 0) + 1
    non_en = sum(1 for r in data if r["lang"] != "en")
    sys.stderr.write("total=%d %s non_en=%d\n" % (
        len(data), " ".join("%s=%d" % (k, modes[k]) for k in sorted(modes)), non_en))
    sys.stderr.write(" ".join("%s=%d" % (k, counts[k]) for k in sorted(counts)) + "\n")


if __name__ == "__main__":
    main()
