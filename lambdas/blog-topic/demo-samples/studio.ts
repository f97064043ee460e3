import type { IdeaSamples } from './types';

/** Kestrel Studio: blog ideas for an independent studio of small-group strength classes. */
export const studio: IdeaSamples = [
  [
    [
      'How to Prepare for Your First Strength Class',
      'how-to',
      'Beginners search for this the night before, nervous; a calm, practical guide turns nerves into a booked intro class.',
      'Book an intro class',
    ],
    [
      '8 Strength Exercises Every Beginner Should Learn',
      'listicle',
      'Beginners want a starting point; a list with photos and coaching cues is bookmarked, shared and shows the studio’s coaching quality.',
    ],
    [
      'The Complete Guide to Strength Training Over 50',
      'ultimate-guide',
      'Older adults are a growing and under-served audience; a thorough, reassuring guide earns trust, links and local members.',
      'Book an over-50s intro session',
    ],
    [
      'How Margaret Went From Nervous Beginner to Deadlifting',
      'case-study',
      'A real member’s story answers "is this for someone like me?" better than any advert and is shared widely by members’ friends.',
    ],
    [
      'You Don’t Need to Get Fit Before You Join a Class',
      'opinion',
      'This belief keeps many beginners away; challenging it directly removes the biggest barrier to a first booking.',
      'Try your first class free',
    ],
    [
      'Small-Group Training vs Personal Training: Which Is Better Value?',
      'comparison',
      'People weighing a coach compare cost and attention; an honest comparison helps them choose and positions small groups fairly.',
    ],
    [
      'How to Build a Workout Habit That Lasts Past February',
      'how-to',
      'New Year joiners search for this in January; practical habit advice helps them stick and shows the studio cares after sign-up.',
    ],
    [
      '6 Myths About Women and Weight Training',
      'listicle',
      'Myths lists are shared widely; debunking each one with coaching experience reaches a large audience that hesitates to lift.',
    ],
  ],
  [
    [
      'How to Train Around a Sore Back Safely',
      'how-to',
      'Back pain is common among desk workers; careful guidance, with advice to see a professional where needed, reaches a large and motivated audience.',
    ],
    [
      '10 Signs You’re Getting Stronger, Even If the Scales Don’t Move',
      'listicle',
      'Members lose heart when weight stays the same; a list of real progress markers keeps them training and is easy to share.',
    ],
    [
      'The Ultimate Guide to Training Before Work',
      'ultimate-guide',
      'Early risers search for routines that fit around office hours; a complete guide to sleep, food and timing supports the early classes.',
      'See the 6:30 am timetable',
    ],
    [
      'How a Desk-Based Team Trained Together for 12 Weeks',
      'case-study',
      'HR leads looking for wellbeing ideas want proof; a local employer’s story with attendance figures opens corporate conversations.',
      'Ask about corporate programmes',
    ],
    [
      'Being Sore the Next Day Does Not Mean It Worked',
      'opinion',
      'Challenging a common gym belief shows expertise, reassures beginners and starts discussion among members.',
    ],
    [
      'Kettlebells or Barbells: Where Should Beginners Start?',
      'comparison',
      'Beginners search this before buying kit or choosing a class; a clear comparison shows how the studio coaches both.',
    ],
    [
      'How to Choose a Gym When You’re Nervous About Gyms',
      'how-to',
      'Anxious beginners search for reassurance; a checklist that favours small, coached studios leads directly to a first visit.',
      'Visit the studio',
    ],
    [
      '7 Things Our Coaches Wish Beginners Knew',
      'listicle',
      'Insider advice feels personal; each point reflects real coaching and builds trust with readers before they meet the team.',
    ],
  ],
];
