import type { VideoIdeaSamples } from './types';

/** Kestrel Studio's channel: video ideas for a small-group strength studio. */
export const studio: VideoIdeaSamples = [
  [
    ['Your First Strength Class, Minute by Minute', 'Show a real beginner class from the welcome to the cool-down; seeing it removes the biggest fear, not knowing what happens.', 'Behind the scenes, 10 minutes', 'Book an intro class', [1, 12]],
    ['Starting Strength Training at 63: Margaret’s Year', 'A member’s year in training is moving and shareable, and speaks to an audience that rarely sees itself on fitness channels.', 'Documentary, 12-15 minutes', 'Book an over-50s intro session', [2, 15]],
    ['Five Movements Everyone Should Learn', 'Foundational movement tutorials draw steady search traffic; coach each one with simple cues.', 'Tutorial, 10 minutes', 'Learn them with a coach in class', [3, 9]],
    ['Small Group vs Personal Training: Which Is Better Value?', 'A fair comparison answers a common buying question and explains the studio’s model.', 'Comparison, 8 minutes', 'Try a small-group class free', [4]],
    ['How to Deadlift Safely, for Beginners', 'The deadlift scares beginners; a careful tutorial builds trust and shows coaching quality.', 'Tutorial, 8 minutes', 'Book a technique session', [6]],
    ['Why You Keep Quitting the Gym, and What Works', 'A habit-focused video speaks to a large audience and leads to the 4-week guide.', 'Explainer, 8 minutes', 'Download the free 4-week guide', [7, 13]],
    ['Gym Anxiety: Walking In for the First Time', 'Addressing anxiety directly reaches people who never watch workout videos.', 'Talking head with member stories, 8 minutes', 'Message us before your first visit', [11]],
    ['A 6:30 am Class, Start to Finish', 'Early-morning training content appeals to office workers and promotes the new class.', 'Real-time workout, 45 minutes', 'Book the 6:30 class', [8]],
  ],
  [
    ['Strength Training Myths, Tested by Our Coaches', 'Myth-busting videos are shared widely; test each myth with members on camera.', 'Experiment, 10 minutes', 'Comment a myth to test next', [10]],
    ['A Beginner Kettlebell Workout You Can Do at Home', 'Home workouts reach people not ready to visit a gym, and introduce the coaches.', 'Follow-along workout, 20 minutes', 'Join a kettlebell class', [5]],
    ['What a Coach Sees in Your First Session', 'Coaches explain what they look for in a new member; it shows expertise and reassures beginners.', 'Explainer, 8 minutes', 'Book an intro class', [12]],
    ['Fix Your Squat With Three Coaching Cues', 'Short technique fixes are searched often and show the value of coaching.', 'Tutorial, 6 minutes', 'Get coached in class', [9]],
    ['Strength Training for Runners', 'Runners are a large, motivated audience; show the four exercises that support running.', 'Tutorial, 10 minutes', 'Book the runners’ strength class', [14]],
    ['Building a Habit That Lasts Past February', 'A January video on habits catches the New Year audience at the right moment.', 'Explainer, 8 minutes', 'Download the free habit tracker', [13]],
    ['One Year of Training: Members Look Back', 'Member reflections after a year are authentic social proof.', 'Interview compilation, 10 minutes', 'Start your own year with an intro class', [15]],
    ['My First Month Lifting at 50', 'A first-person diary from a new member over 50 reaches an under-served audience.', 'Vlog series, 4 episodes', 'Follow the series and book a class', [2]],
  ],
];
