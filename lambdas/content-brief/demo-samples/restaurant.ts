import type { BriefSamples } from './types';

/** Marigold Kitchen, a 60-seat neighbourhood restaurant with a private room, weekend brunch and takeaway. */
export const restaurant: BriefSamples = {
  'blog-post': `
## SEO Snapshot
- Topic: Planning a private dinner for 10 to 20 guests
- Audience: People organising a birthday, leaving do or family celebration for a group
- Focus keyword: private dining room
- Secondary keywords: group dinner menu, set menu for groups, private dining near me
- Search intent: commercial investigation: the reader is comparing venues and wants to know how it works

## Title Options
- Private Dining Room Guide: Plan a Dinner for 10 to 20 Guests
- How to Book a Private Dining Room Without the Stress
- Group Dinner Menus Explained: What to Ask Before You Book

## Meta Description
Booking a private dining room for 10 to 20 guests? What minimum spend means, how set menus work and what to book six weeks ahead.

## Outline
- H2: What a private dining room includes
  - H3: Minimum spend or room hire: how each one works
~  - H3: What is usually included: staff, set-up, printed menus, a cake plate
- H2: Choosing a set menu for a group
  - H3: Three courses or sharing plates: which suits your guests
~  - H3: Allergies and dietary needs: collect them with the RSVPs
+  - H3: Drinks: a bar tab, a drinks package or pay as you go
- H2: A booking timeline that works
+  - H3: Six weeks out: date, rough numbers and the deposit
+  - H3: One week out: final numbers, seating plan and pre-orders
- H2: Five mistakes that make group dinners drag
+- H2: Questions people ask before booking (written for the FAQ snippet)
- H2: Next steps: check dates and ask for the group menu

## Call to Action
- Check available dates for the private room and download this season’s group menu.

## SEO Tips
- Use "private dining room" in the first 100 words and in one H2.
- Add the room’s capacity, minimum spend and a photo with descriptive alt text.
~- Mark up the FAQ section with FAQPage structured data.
- Link to the private dining page from the introduction and to the menu page from the set menu section.

## Tone & Style
- Warm and reassuring: the reader is hosting, and wants the evening to look effortless.
~- Use real figures (capacity, deposit, deadlines) rather than "contact us for details".
`,
  whitepaper: `
## SEO Snapshot
- Topic: What independent restaurants keep when guests order direct instead of through delivery apps
- Audience: Owners of independent restaurants and the local business association
- Focus keyword: commission-free online ordering
- Secondary keywords: restaurant delivery app fees, direct online ordering for restaurants, restaurant profit margins
- Search intent: informational, with a decision at the end

## Title Options
- Commission-Free Online Ordering: What Independents Really Keep
- Delivery App Fees and Direct Orders: A Report for Restaurant Owners
- The Margin on a Takeaway Order, Channel by Channel

## Meta Description
Delivery apps often charge 15 to 30% commission. This report compares the margin on app and direct orders, with one restaurant’s figures.

## Outline
- Executive summary: the margin on one £40 order through an app and through your own site, on one page
- The problem: commission, payment fees and menu mark-ups, and who pays each
~  - Why guests rarely know the restaurant pays commission
- Research and data: twelve months of Marigold Kitchen’s takeaway orders by channel
  - Average order value, repeat rate and margin per channel
+  - Which guests moved to direct ordering, and what persuaded them
+  - What direct ordering costs to run: software, payment fees and staff time
- The solution: a direct ordering page, a loyalty reward and the apps kept for discovery only
- Conclusion and recommendations: a 90-day plan to move regulars to direct orders

## Call to Action
- Download the margin calculator spreadsheet and enter your own order figures.

## SEO Tips
- Use "commission-free online ordering" in the title, the summary and one heading.
- Publish the executive summary as an HTML page and offer the full report as a PDF.
~- Present every figure with its period and source; state which figures are Marigold Kitchen’s own.

## Tone & Style
- Evidence first: figures, then what they mean, then what to do.
~- Fair to the apps: they bring new guests, and the report should say so.
`,
  'case-study': `
## SEO Snapshot
- Topic: How a local law firm’s team dinners moved from a chain restaurant to Marigold Kitchen’s private room
- Audience: Office managers and executive assistants who book team and client dinners
- Focus keyword: corporate dinner venue
- Secondary keywords: team dinner ideas, client dinner restaurant, business dinner private room
- Search intent: commercial investigation

## Title Options
- Corporate Dinner Venue Case Study: Four Team Dinners, One Room
- How a Law Firm Made Its Team Dinners Worth Attending
- From Chain Restaurant to Private Room: A Team Dinner Story

## Meta Description
How one law firm’s office manager booked four team dinners a year in our private room: the brief, the menu and what changed.

## Outline
- The customer: a 30-person law firm whose office manager books four team dinners a year
- The challenge: a noisy chain restaurant, a fixed menu nobody liked and a bill split forty ways
~  - What the office manager needed: one invoice, dietary needs handled, a room where people could talk
- The solution: the private room, a seasonal sharing menu and a single prepaid invoice
  - How the menu was agreed two weeks ahead, with dietary needs collected in one form
+  - What happened on the night: timings, the speech, the late taxis
- The results: attendance, the invoice and the rebooking
  - Attendance up from about half the firm to nearly all of it (use the firm’s own figures)
+  - Three dinners rebooked for the following year before the first one ended
- A quote from the office manager about what was easier

## Call to Action
- Ask for the corporate dining pack: room layouts, group menus and invoicing terms.

## SEO Tips
- Use "corporate dinner venue" in the title, the first paragraph and one subheading.
- Add a photo of the room laid for a team dinner, with alt text that names it.
~- Mark up the customer’s quote as a Review with the firm’s permission.

## Tone & Style
- Specific and modest: let the office manager’s words and the numbers make the case.
~- Write every figure as the firm reported it; leave out any the firm has not approved.
`,
  ebook: `
## SEO Snapshot
- Topic: A free guide to hosting a dinner party at home with dishes from the restaurant’s kitchen
- Audience: Regular guests who want to host at home without cooking everything themselves
- Focus keyword: dinner party menu ideas
- Secondary keywords: make-ahead dinner party recipes, dinner party for 8, seasonal menu
- Search intent: informational

## Title Options
- Dinner Party Menu Ideas: Our Chefs’ Guide to Hosting at Home
- The Make-Ahead Dinner Party: A Free Guide from Our Kitchen
- Host Eight Without Stress: Seasonal Menus from Marigold Kitchen

## Meta Description
Dinner party menu ideas from our chefs: four seasonal menus for eight, make-ahead timings and what to buy in. Free to download.

## Outline
- Lead magnet angle: the four menus our chefs cook at home, free in exchange for an email address
- Chapter 1: Planning the menu: one showpiece, two make-ahead dishes, one thing you buy
- Chapter 2: Four seasonal menus for eight, with shopping lists
~  - Each menu with a timing plan from the day before to the moment guests arrive
- Chapter 3: Make-ahead recipes that reheat well
+- Chapter 4: Drinks and a simple cheese course, with pairings from our wine list
+- Chapter 5: When to buy in: our takeaway sauces, breads and desserts
- Chapter 6: The countdown: a printable timeline for the day

## Call to Action
- Download the guide free, and get the seasonal menu by email four times a year.

## SEO Tips
- Build a landing page for the guide that targets "dinner party menu ideas", with one sample menu in full.
- Give each menu its own short blog post linking back to the download.
~- Use recipe structured data on the sample recipes published on the site.

## Tone & Style
- Generous and practical, like a chef talking a friend through it.
~- Metric and cup measures side by side; times in minutes, not "until done".
`,
  'social-post': `
## SEO Snapshot
- Topic: Announcing weekend brunch and filling the first three Saturdays
- Audience: People who live or work within a mile of the restaurant
- Focus keyword: weekend brunch
- Secondary keywords: brunch near me, bottomless coffee, kids eat free
- Search intent: local and transactional

## Title Options
- Weekend Brunch Is Here: Saturdays and Sundays from 9
- Three Posts to Launch Weekend Brunch
- Brunch Launch Series for Instagram and Facebook

## Meta Description
Three social posts that launch weekend brunch at Marigold Kitchen: the menu reveal, the kitchen story and the booking reminder.

## Outline
Post 1:
- Hook: A close-up of the brown-butter pancakes, with the line "Saturdays just got better."
- Body: Brunch starts this Saturday, 9 to 2. Name three dishes and say walk-ins are welcome until 10.
~- Visual: a slow pour of syrup, filmed on a phone at the pass
- Hashtags: #WeekendBrunch #Brunch #LocalEats

Post 2:
- Hook: "Our head chef has been testing this menu for six weeks."
- Body: A 20-second clip from the test kitchen; one sentence on the local eggs and the bakery next door.
+- Caption idea: invite followers to vote for the dish that stays on the menu
- Hashtags: #BehindTheScenes #WeekendBrunch

Post 3:
- Hook: "Friday reminder: tables for 4 or more fill first."
- Body: Booking link in bio; kids under 10 eat free on Sundays in the launch month.
- Hashtags: #WeekendBrunch #FamilyBrunch

## Call to Action
- Book a brunch table through the link in bio.

## SEO Tips
- Put "weekend brunch" and the neighbourhood in the Instagram bio and the Google Business Profile post.
- Add the brunch menu to the Google Business Profile so it shows in local search.
~- Use alt text on every image: what the dish is, not "food photo".

## Tone & Style
- Bright and hungry: short lines, one dish per post, no more than three hashtags.
~- Publish the first post on Tuesday, the second on Thursday and the third on Friday morning.
`,
  'landing-page': `
## SEO Snapshot
- Topic: The private dining room page
- Audience: Anyone booking a group dinner for 10 to 20 people: birthdays, work teams, families
- Focus keyword: private dining room
- Secondary keywords: private room for birthday dinner, group dining, set menu for groups
- Search intent: transactional

## Title Options
- Private Dining Room for 10 to 20 Guests | Marigold Kitchen
- Book Our Private Dining Room: Set Menus from £45 a Head
- A Private Room for Your Next Celebration

## Meta Description
Our private dining room seats 10 to 20, with seasonal set menus from £45 a head and one contact from booking to bill. Check dates online.

## Outline
- Hero headline: A private room for 10 to 20, with a menu made for the occasion
- Subheading: Seasonal set menus, your own host for the evening, and one bill at the end
- Benefits:
  - A room of your own: no shouting over the next table
  - Dietary needs handled in advance, so nobody waits for a special plate
~  - One host from the first email to the last coffee
- Social proof: three short reviews from birthday, work and family bookings, with first names
~- Photo gallery: the room laid for dinner, the set menu, the room at night
- Objections answered: minimum spend, deposit and cancellation terms, accessibility, parking
+- FAQ: six questions from past bookings, with short answers
- Offer and call to action: "Check dates" button above the fold and again after the menus

## Call to Action
- Check dates and send a booking request; we reply within one working day.

## SEO Tips
- Use "private dining room" in the title tag, the H1 and the first paragraph.
- State capacity, price per head and the deposit in plain text, not only in a PDF.
~- Add Restaurant structured data with the room’s details and the booking link.

## Tone & Style
- Confident and welcoming: the page should answer every question a host has before they ask it.
~- Keep every paragraph under 40 words; put the prices where people can see them.
`,
  'single-post': `
## SEO Snapshot
- Topic: Last-minute tables for this Friday
- Audience: Locals deciding where to eat tonight
- Focus keyword: table for tonight
- Secondary keywords: none: one post has room for one idea
- Search intent: local, right now

## Title Options
- Tables for Tonight
- Walk-Ins Welcome Until 9
- Two Tables Left for Friday

## Meta Description
One post for X or Instagram that fills two last-minute tables on a Friday night.

## Outline
- Hook: the dish and the time, in the first line
- Draft post: Two tables just opened up for tonight at 7:30. The slow-roast lamb is on, the fire is lit, and the corner booth is yours if you’re quick. Reply or call to book. #TableForTonight
~- Image: the corner booth with the fire behind it
+- Timing: post at 4 pm, when people start planning the evening

## Call to Action
- Reply or call to book one of the two tables.

## SEO Tips
- One hashtag at most; the neighbourhood name does more than a second hashtag.
~- Pin the post to the profile until the tables are gone, then reply "Booked, thank you!"

## Tone & Style
- Quick and friendly, with a real detail (the dish, the fire) instead of an adjective.
`,
};
