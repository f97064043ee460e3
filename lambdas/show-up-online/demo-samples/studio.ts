import type { PresenceSample } from './types';

/** Kestrel Studio: being found by local adults looking for a gym or classes. */
export const studio: PresenceSample = {
  primary: 'gym near me',
  difficulty: 'hard',
  alternatives: [
    'small group personal training',
    'strength classes for beginners',
    'strength training over 50',
    'early morning gym class',
    'beginner gym classes for women',
    'gym intro offer',
  ],
  related: [
    'personal trainer near me',
    'strength training for beginners',
    'kettlebell classes',
    'fitness studio',
    'yoga and strength classes',
    'gym for beginners',
    'corporate fitness programme',
    'gym timetable',
    'small gym',
    'fitness classes near me',
  ],
  recommendations: [
    [
      'Complete your Google Business Profile and post your timetable',
      'Most people choose a local gym from the map results, which favour complete, active profiles with good reviews.',
      'Choose "Gym" as the category, add photos of real classes, your hours and booking link, and post each new class or offer as an update.',
    ],
    [
      'Create a page for beginners',
      'Beginner searches are easier to rank for than "gym near me" and come from people who have not chosen a gym yet.',
      'Write a page that explains your first class step by step, with photos of beginners, the intro offer and answers to common worries such as injuries.',
    ],
    [
      'Ask members for reviews that mention their experience',
      'Reviews that describe the coaching and atmosphere help both the map ranking and the nervous beginner reading them.',
      'Ask members after their intro course, with a direct review link, and reply to every review by name.',
    ],
    [
      'Give each class type its own page',
      'People search for specific classes such as kettlebells or strength over 50, and a timetable alone does not rank for them.',
      'Write a short page for each class: who it suits, what happens, the times and a booking button.',
    ],
    [
      'Add gym structured data to the site',
      'Structured data helps search engines show your opening hours, location and booking link.',
      'Add ExerciseGym markup in JSON-LD with address, hours and the booking link, then test it with Google’s Rich Results Test.',
    ],
    [
      'Publish member stories',
      'Stories of real members are shared by their friends and earn local links and searches.',
      'Interview one member a month, with written permission, and publish a short story with a photo.',
    ],
    [
      'Partner with local employers',
      'Links and mentions from local businesses help local search and bring group bookings.',
      'Offer a lunchtime programme to nearby employers and ask them to mention it on their careers or wellbeing pages.',
    ],
  ],
};
