import type { IdeaSamples } from './types';

/** Routewell: blog ideas for scheduling and dispatch software sold to field-service companies. */
export const software: IdeaSamples = [
  [
    [
      'How to Cut Technician Drive Time in Six Steps',
      'how-to',
      'Operations managers feel drive time every day but rarely measure it; a step-by-step method with a worked example ranks for a high-intent problem and leads to a demo.',
      'Download the drive-time audit template',
    ],
    [
      '9 Signs Your Team Has Outgrown the Whiteboard',
      'listicle',
      'Owners search for this when scheduling starts to hurt; each sign is a moment they recognise, and the list ends where the software begins.',
      'Start a free 14-day trial',
    ],
    [
      'The Complete Guide to Field Service Scheduling',
      'ultimate-guide',
      'A long, thorough guide to job types, zones, durations and re-routing earns links and ranks for the category term buyers use when they start looking.',
    ],
    [
      'How a 14-Technician Heating Firm Added Two Jobs a Day',
      'case-study',
      'Owners believe other owners; a real customer with figures before and after is the strongest argument for switching from spreadsheets.',
      'Book a demo with your own job list',
    ],
    [
      'Perfect Routes Are Overrated: Give Technicians a Home Zone',
      'opinion',
      'Challenging the belief that software must find the perfect route starts a useful debate and shows a practical understanding of how field teams work.',
    ],
    [
      'Scheduling Software vs Spreadsheets: An Honest Comparison',
      'comparison',
      'Buyers on the fence search for this comparison; giving spreadsheets their due where they work makes the case for software more believable.',
      'See pricing per technician',
    ],
    [
      'How to Estimate Job Lengths That Hold Up',
      'how-to',
      'Bad estimates break schedules; a method based on last month’s jobs is useful on its own and shows how the software learns from real data.',
    ],
    [
      '12 Job Sheet Fields That Prevent Repeat Visits',
      'listicle',
      'Repeat visits cost money and reviews; a concrete checklist gets saved and shared by operations managers and leads to the job sheet templates.',
      'Get the job sheet template',
    ],
  ],
  [
    [
      'How to Move Your Team From Paper to Digital Job Sheets',
      'how-to',
      'Small trade businesses delay this for years; a clear 30-day plan lowers the fear of change and captures readers who are ready to switch.',
      'Download the 30-day rollout plan',
    ],
    [
      '8 Metrics Every Field Service Owner Should Check Weekly',
      'listicle',
      'Owners want to know which numbers matter; a short list with how to calculate each is bookmarked and brings readers back every week.',
    ],
    [
      'The Ultimate Guide to Preparing for the Winter Rush',
      'ultimate-guide',
      'Heating and plumbing firms plan for winter from August; a complete guide to staffing, parts and scheduling ranks early and meets buyers when they feel the pressure.',
      'Get ready with a free trial',
    ],
    [
      'How One Scheduler Stopped Starting Work at 6 am',
      'case-study',
      'Schedulers often influence the buying decision; a story told from their side shows the daily relief the software brings.',
    ],
    [
      'Your Technicians Don’t Hate Apps, They Hate Slow Ones',
      'opinion',
      'Owners fear pushback from technicians; a clear argument on what makes field apps stick answers the biggest objection to buying.',
    ],
    [
      'Dispatch Software for Small Teams: Five Options Compared',
      'comparison',
      'Buyers compare tools before booking demos; a fair comparison that names the best fit for each team size earns trust and search traffic.',
      'See how we compare',
    ],
    [
      'How to Give Customers an Arrival Window They Can Trust',
      'how-to',
      'Customers hate waiting at home all day; a guide to realistic windows and live updates helps operations managers reduce complaints.',
    ],
    [
      '7 Scheduling Mistakes That Cost Field Teams Jobs',
      'listicle',
      'Mistakes lists are shared widely; each one names a cost operations managers recognise and a fix they can apply this week.',
      'Book a 20-minute demo',
    ],
  ],
];
