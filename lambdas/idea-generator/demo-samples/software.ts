import type { VideoIdeaSamples } from './types';

/** Routewell's channel: video ideas for scheduling software sold to field-service companies. */
export const software: VideoIdeaSamples = [
  [
    ['We Scheduled a 20-Technician Team Live', 'Walk through a real day’s jobs for a team of 20, from first call to last invoice. Live problem solving shows the product in context and holds operations managers’ attention.', 'Screen recording with commentary, 15 minutes', 'Book a demo with your own job list', [1, 11]],
    ['Whiteboard vs Software: The Same Day, Twice', 'Plan the same day on a whiteboard and in the software side by side; comparisons draw viewers who are still deciding.', 'Comparison, 10-12 minutes', 'Start a free 14-day trial', [2, 5]],
    ['A Day With a Heating Company Scheduler', 'Follow a real scheduler through a winter morning; viewers in the same job recognise every problem.', 'Documentary, 12-15 minutes', 'Subscribe for more field service stories', [3, 10]],
    ['How One Team Cut Drive Time by a Fifth', 'A customer case study told with maps and numbers is the strongest proof for owners considering a switch.', 'Case study, 8-10 minutes', 'Download the drive-time audit template', [4]],
    ['Pricing a Service Call So It Actually Pays', 'A practical explainer on call-out pricing attracts owners before they think about software, and builds trust.', 'Explainer, 8-10 minutes', 'Get the pricing calculator spreadsheet', [6]],
    ['Five Scheduling Mistakes That Cost You Jobs', 'Mistake lists perform well; each mistake shown on a real schedule, with the fix.', 'Listicle video, 8 minutes', 'Book a 20-minute demo', [15, 8]],
    ['Getting Technicians to Use a New App', 'Owners’ biggest worry is pushback from technicians; interviews with technicians who switched answer it directly.', 'Interview compilation, 10 minutes', 'Read the rollout guide', [12]],
    ['Preparing Your Schedule for the Winter Rush', 'Seasonal planning content ranks every autumn; a checklist for staffing, parts and slots is saved and shared.', 'Tutorial, 10-12 minutes', 'Start a trial before the rush', [10]],
  ],
  [
    ['First-Time Fix Rate Explained in Five Minutes', 'A clear explainer of one key metric attracts operations managers searching the term and leads to deeper content.', 'Explainer, 5 minutes', 'Download the metrics cheat sheet', [13]],
    ['From 5 to 50 Technicians: What Broke at Each Stage', 'A founder interview about scaling draws ambitious owners and shows the problems software solves at each size.', 'Interview, 20 minutes', 'Subscribe for monthly founder interviews', [14, 8]],
    ['Digital Job Sheets: A Technician’s Walkthrough', 'Showing the app from the technician’s side answers the usability question buyers rarely see in demos.', 'Screen recording, 6-8 minutes', 'Try the job sheet app free', [7]],
    ['Route Planning for Small Trade Firms, Explained Simply', 'A simple explainer on zones and routes attracts small firms searching for help, without any product pitch.', 'Whiteboard explainer, 8 minutes', 'Get the zone planning template', [9]],
    ['Field Service Software Compared, Honestly', 'A fair comparison including competitors earns trust and ranks for comparison searches.', 'Comparison, 15 minutes', 'See how Routewell compares', [5]],
    ['What Operations Managers Check Every Monday', 'A weekly routine video is practical and repeatable; viewers come back for the next one.', 'Tutorial series, 6 minutes each', 'Subscribe for the weekly routine', [11]],
    ['We Answered Your Scheduling Questions', 'A Q&A built from comments and sales calls shows expertise and surfaces new content ideas.', 'Q&A, 12 minutes', 'Ask your question in the comments', [1, 15]],
    ['Why Field Service Businesses Stop Growing', 'A thoughtful opinion video on the limits of manual scheduling speaks to owners stuck at a plateau.', 'Opinion, 10 minutes', 'Book a growth review call', [8]],
  ],
];
