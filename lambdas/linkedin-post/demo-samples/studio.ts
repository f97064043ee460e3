import type { PostSamples } from './types';

/** Kestrel Studio’s founder and head coach writing on LinkedIn about strength, work and wellbeing. */
export const studio: PostSamples = {
  standard: `
If your team sits at desks all day, a gym discount is not a wellbeing plan.

~Most discounted memberships go unused after the first month. The people who would benefit most are the least likely to walk into a gym alone.

~What works better, in our experience, is two short coached classes a week, booked in the diary like a meeting, with colleagues.

+Strength training is the part most people skip, yet the national activity guidelines recommend it on at least two days a week for adults.

+It does not need to be heavy, long or intimidating. It needs to be coached, regular and social.

HR and wellbeing leads: what has actually changed your team’s habits, rather than their intentions?

#Wellbeing #HR #StrengthTraining
`,
  story: `
Margaret was 63 when she came to her first class. She stood by the door for the whole warm-up.

~She told me afterwards she nearly left twice. She thought weights were for young men, and she was sure everyone was watching her.

~Nobody was. Eight people, one coach, and a broomstick to learn the movement before any weight went on it.

+Twelve months later she deadlifted her own body weight, and the whole class stopped to cheer. She says the real win is carrying her shopping up the hill without stopping.

+Every time someone hesitates at our door, I think of Margaret. The first class is the hardest, and it is also the one that changes everything.

Who was your Margaret: the person who showed you it was not too late to start something?

#StrengthTraining #HealthyAgeing #Fitness
`,
  promotion: `
We wrote a free 4-week guide for anyone who has joined a gym and stopped within a month. That is most people, and it is not a character flaw.

~The guide is built around two 40-minute sessions a week, on the same days every week, with a beginner and a next-step option for each exercise.

~It includes the habits our members say helped most: booking ahead, training with someone, and tracking sessions rather than weight.

+There is a printable tracker, and a chapter on what to do when you miss a week, because everyone does.

+You do not need to be a member, or live nearby, to use it.

The link is in the first comment. If you have a routine that stuck, what made the difference?

#Fitness #Habits #Wellbeing
`,
};
