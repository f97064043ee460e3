import type { BriefSamples } from './types';

/** Kestrel Studio, an independent fitness studio with small-group strength classes, yoga and an intro offer. */
export const studio: BriefSamples = {
  'blog-post': `
## SEO Snapshot
- Topic: What to expect from a first small-group strength class
- Audience: Adults who have never lifted weights and feel nervous about walking into a gym
- Focus keyword: strength training for beginners
- Secondary keywords: first gym class, small group personal training, beginner weight training
- Search intent: informational, with a local decision close behind

## Title Options
- Strength Training for Beginners: What Your First Class Is Like
- Never Lifted a Weight? Here’s Your First Class, Minute by Minute
- Small-Group Strength Training: A Beginner’s Honest Guide

## Meta Description
Strength training for beginners: what happens in a first small-group class, what to wear, and how coaches pick the right weight for you.

## Outline
- H2: Why strength training suits beginners of any age
- H2: Your first class, minute by minute
  - H3: The welcome and a short chat about injuries
  - H3: The warm-up, then three movements taught slowly
~  - H3: How the coach chooses your starting weight
- H2: What to wear and bring
+- H2: How often to train in the first month, and how sore to expect to feel
- H2: Questions beginners ask
~  - H3: "Will I be the only one who doesn’t know what to do?"
+  - H3: "Will I bulk up?"
- H2: Next steps: book an intro class

## Call to Action
- Book an intro class: four sessions for new members at a reduced price.

## SEO Tips
- Use "strength training for beginners" in the first 100 words and the first H2.
- Add photos of real members in class, with alt text describing the movement.
~- Link to the timetable from the intro and to the intro offer from the last section.

## Tone & Style
- Encouraging and honest: name the nerves and answer them.
~- No before-and-after body talk; focus on feeling stronger and moving well.
`,
  whitepaper: `
## SEO Snapshot
- Topic: Strength training for employees who sit all day: what it changes and how employers can offer it
- Audience: HR and wellbeing leads at local employers with 50 to 500 staff
- Focus keyword: corporate fitness programme
- Secondary keywords: workplace wellbeing, employee fitness classes, strength training for office workers
- Search intent: commercial investigation

## Title Options
- Corporate Fitness Programme: Strength Training for Desk-Based Teams
- Strength at Work: A Report for HR and Wellbeing Leads
- Beyond the Gym Discount: Fitness Benefits Staff Actually Use

## Meta Description
A report for HR leads planning a corporate fitness programme: what the research says about strength training, and what staff actually use.

## Outline
- Executive summary: the case for strength training over gym discounts, on one page
- The problem: gym benefits that few staff use, and back and neck pain in desk-based teams
~  - Why discounts alone rarely change habits
- Research and data: what published studies say about strength training, and what the physical activity guidelines recommend
  - Cite the national guidelines on muscle-strengthening activity, with the source
+  - Attendance data from three local employers who ran a 12-week programme with the studio
+  - What staff said in the exit survey
- The solution: a 12-week programme: two lunchtime classes a week, at the studio or on site
- Conclusion and recommendations: how to pilot it with one team and measure uptake

## Call to Action
- Ask for the corporate programme pack and a pilot quote.

## SEO Tips
- Use "corporate fitness programme" in the title, summary and one heading.
- Cite each study with its year and link to the original source.
~- Offer the summary as a page and the full report as a PDF.

## Tone & Style
- Measured and evidence-based: no miracle claims about productivity.
~- Separate published research clearly from the studio’s own figures.
`,
  'case-study': `
## SEO Snapshot
- Topic: How a member in her sixties went from a nervous first class to deadlifting her body weight
- Audience: Adults over 50 who are curious about strength training but unsure it is for them
- Focus keyword: strength training over 50
- Secondary keywords: weight training for older adults, gym for beginners over 50, small group training
- Search intent: inspiration with a local decision

## Title Options
- Strength Training Over 50: Margaret’s First Year
- From Nervous First Class to Body-Weight Deadlift
- "I Wish I’d Started Years Ago": A Member’s Story

## Meta Description
A strength training over 50 story: how one member started nervous, trained twice a week and reached a body-weight deadlift in a year.

## Outline
- The customer: a retired teacher, 63, who had never set foot in a gym
- The challenge: stiff knees, a fear of injury and a belief that weights were "for young men"
- The solution: the intro course, two small-group classes a week and a coach who adjusted every movement
~  - The first month: learning the movements with a broomstick and light kettlebells
+  - The setback: a sore shoulder, and how the programme changed around it
- The results: stronger, steadier, and a body-weight deadlift after 12 months
  - Use the member’s own account and figures, with her written permission
+  - What changed outside the studio: carrying shopping, gardening, climbing stairs
- A quote from the member about her first class

## Call to Action
- Book an intro class; tell us about any injuries when you book.

## SEO Tips
- Use "strength training over 50" in the title, introduction and one subheading.
- Add a photo of the member training, with her permission and descriptive alt text.
~- Link to the intro course and to the coaches’ page.

## Tone & Style
- Warm and respectful: the member’s words, not the studio’s boasts.
~- No medical claims; suggest checking with a GP where health conditions apply.
`,
  ebook: `
## SEO Snapshot
- Topic: A free 4-week guide to building a training habit that lasts
- Audience: People who have joined gyms before and stopped within a month
- Focus keyword: how to stick to a workout routine
- Secondary keywords: workout habit, beginner workout plan, fitness motivation
- Search intent: informational

## Title Options
- How to Stick to a Workout Routine: A 4-Week Guide
- The Habit Plan: Four Weeks to a Routine You Keep
- Why You Quit the Gym, and How This Time Is Different

## Meta Description
How to stick to a workout routine: a free 4-week guide with a simple plan, habit tips from our coaches and a tracker you can print.

## Outline
- Lead magnet angle: a printable 4-week plan and habit tracker, free in exchange for an email address
- Chapter 1: Why most new routines stop in week three
- Chapter 2: The plan: two sessions a week, 40 minutes each, the same days every week
~  - The exact sessions, with beginner and next-step options
- Chapter 3: Habits that help: booking ahead, a training partner, tracking sessions not weight
+- Chapter 4: Food and sleep, kept simple
+- Chapter 5: What to do when you miss a week
- Chapter 6: Your tracker, and what to do after week four

## Call to Action
- Download the guide free and get your first class at the studio free.

## SEO Tips
- Give the guide a landing page that answers the focus keyword in a short paragraph.
- Publish chapter 1 as a blog post that links to the download.
~- Add the tracker as an image with alt text explaining how to use it.

## Tone & Style
- Supportive and realistic: small steps, no guilt.
~- Plain words for every movement, with a photo of each.
`,
  'social-post': `
## SEO Snapshot
- Topic: Filling a new 6:30 am strength class
- Audience: Local followers who work office hours
- Focus keyword: early morning gym class
- Secondary keywords: strength class, 6:30 am workout, before work workout
- Search intent: local

## Title Options
- The 6:30 Class Starts Monday: A Three-Post Series
- Train Before Work: Launch Posts for the Early Class
- Launch Series: Early Strength

## Meta Description
Three posts that fill a new 6:30 am strength class: the announcement, the coach’s tour of the session and the last-spaces reminder.

## Outline
Post 1:
- Hook: "New: strength before work. 6:30 am, Mondays, Wednesdays and Fridays."
- Body: 45 minutes, eight people at most, showered and out by 7:30. The first class is free to try.
- Hashtags: #StrengthTraining #MorningWorkout

Post 2:
- Hook: "What happens in 45 minutes at 6:30 am?"
- Body: The coach walks through the session in a 30-second reel: warm-up, two strength pairs, a short finisher.
~- Caption idea: ask followers what time they would train if they could choose
- Hashtags: #SmallGroupTraining #MorningWorkout

Post 3:
- Hook: "Three spaces left for Monday."
- Body: A photo of the empty studio at dawn and the booking link in bio.
+- Story follow-up: a poll on Sunday night, "Are you in tomorrow?"
- Hashtags: #StrengthTraining

## Call to Action
- Book the free first class through the link in bio.

## SEO Tips
- Put the class time and the neighbourhood in the first line of each caption.
- Update the Google Business Profile with the new class and the same photo.
~- Add alt text to the reel’s cover image describing the class.

## Tone & Style
- Energetic but calm: early mornings are hard enough without shouting.
~- Publish the first post on Thursday, the second on Saturday and the third on Sunday evening.
`,
  'landing-page': `
## SEO Snapshot
- Topic: The intro offer page for new members
- Audience: Local adults who want to get stronger but have not found a gym that feels right
- Focus keyword: small group personal training
- Secondary keywords: beginner gym classes, strength classes near me, intro offer gym
- Search intent: transactional

## Title Options
- Small Group Personal Training: Four Classes for New Members | Kestrel
- Start Strength Training with Four Coached Intro Classes
- Coaching for Beginners, in Groups of Eight

## Meta Description
Small group personal training for beginners: four coached intro classes, at most eight people per class, and a coach who knows your name.

## Outline
- Hero headline: Get stronger with a coach who knows your name
- Subheading: Small-group strength classes, eight people at most, for complete beginners and beyond
- Benefits:
  - Coaching in every class, not just an induction
  - A programme that progresses week by week
~  - A studio where nobody is watching you but the coach
- Social proof: three member quotes with ages and how long they have trained, plus the Google rating
- Objections answered: fitness level, injuries, schedule, price after the intro offer, cancelling
+- Timetable preview: the week’s classes, with the beginner-friendly ones marked
- Offer and call to action: "Book your intro classes" at the top and after the member quotes

## Call to Action
- Book four intro classes for new members.

## SEO Tips
- Use "small group personal training" in the title tag, H1 or subheading, and first paragraph.
- List the studio’s address and opening hours in text for local search.
~- Add ExerciseGym structured data with opening hours and the booking link.

## Tone & Style
- Friendly and reassuring: speak to the nervous beginner first.
~- Show real members of different ages, not stock photos.
`,
  'single-post': `
## SEO Snapshot
- Topic: A spare space in tomorrow’s beginner class
- Audience: Local followers who have been meaning to try a class
- Focus keyword: beginner class tomorrow
- Secondary keywords: none: one post has room for one idea
- Search intent: local, right now

## Title Options
- One Space Left Tomorrow
- Your Sign to Try It
- Beginners Welcome at 6 pm

## Meta Description
One post for X or Instagram that fills a last space in tomorrow’s beginner strength class.

## Outline
- Hook: the space, the time and who it is for
- Draft post: One space left in tomorrow’s 6 pm beginner strength class. Eight people, one coach, no experience needed, and your first class is free. If you’ve been waiting for a sign, this is it. Reply "mine" to claim it. #StrengthTraining
~- Image: the studio set up for the beginner class
+- Follow-up: reply to the first person and confirm by direct message

## Call to Action
- Reply "mine" to claim the space.

## SEO Tips
- One hashtag; the time and "beginner" do the work.
~- Pin until the space is taken, then post "Taken, see you tomorrow!"

## Tone & Style
- Light and welcoming: a nudge, not a hard sell.
`,
};
