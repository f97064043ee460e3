/** A critique of Routewell’s pricing and trial page, goal: free trial sign-ups (lead capture). */
export const software = `
## Overview
- Page: the scheduling software page of Routewell, for field-service teams of 5 to 50 technicians
- Goal: free trial sign-ups from owners and operations managers
- Verdict: strong product screenshots, but the page talks about features before it names the problem the buyer feels
~- The trial offer is generous; the page makes visitors work too hard to find it

## Strengths
- Real screenshots of the schedule show the product rather than abstract illustrations.
- The price per technician is published, which suits small teams who distrust "contact sales".
~- Customer logos sit directly under the hero, where sceptical buyers look first.
+- The FAQ answers the setup-time question that most trials stall on.

## Opportunities
- The H1, "Intelligent workforce orchestration", does not say what the product does or for whom.
- The trial button is below a long feature list, far down the page on phones.
~- No figure backs the promise of saved time; the case study with numbers is two clicks away.
+- The comparison with spreadsheets is missing, though most visitors are switching from one.

## Recommendations
- Rewrite the H1 as an outcome for the audience: "Plan every technician’s day in minutes". [Main heading: "Intelligent workforce orchestration"]
- Add a "Start free trial" button in the hero and repeat it after the screenshots. [First call to action: after 1,450 words]
~- Pull one customer figure onto the page ("two more jobs a day, same team") with a link to the case study.
+- Add a short table comparing Routewell with a spreadsheet on five daily scheduling tasks.

## Accessibility Audit
- Needs work: the screenshots have no alt text; describe what each shows. [Images without alt text: 6 of 8]
- Fine: headings follow a clear outline, so screen reader users can jump between sections. [Heading outline: 1 H1, 6 H2]
~- Needs work: the "Book a demo" link text appears three times with no context; make each link say where it goes.

## A/B Test Ideas
- Test the outcome H1 against the current one, measuring trial starts.
- Test "Start free trial" against "See your schedule in Routewell" as the hero button.
~- Test a shorter sign-up form (email and team size) against the current five fields.

## Tool Suggestions
- Google PageSpeed Insights, to check how the screenshots affect load time on phones.
- Hotjar or Microsoft Clarity, to see where visitors stop scrolling before the trial button.
~- A product analytics tool such as PostHog, to follow trial users from sign-up to first scheduled job.
`;
