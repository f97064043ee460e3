/** A critique of Kestrel Studio’s intro offer page, goal: intro class bookings (direct sales). */
export const studio = `
## Overview
- Page: the intro offer page of Kestrel Studio, a small-group strength studio
- Goal: bookings of the four-class intro offer
- Verdict: energetic and friendly, but the photos and words speak to people who already train, not to nervous beginners
~- The offer is good value; the page has to convince someone they belong before it sells them anything

## Strengths
- The intro price is in the headline area, and the booking button is visible on phones.
- The class size limit of eight is stated clearly, which reassures beginners.
~- Opening hours and the address are in text, which helps local search.
+- The timetable preview marks beginner-friendly classes.

## Opportunities
- Every photo shows young, experienced members lifting heavy weights.
- "What happens in my first class?" is not answered anywhere on the page.
~- The booking form asks for a fitness level before the visitor knows what the choices mean.
+- Injuries, a top worry for beginners, are mentioned only in the terms and conditions.

## Recommendations
- Replace two hero photos with members of different ages in a beginner class. [Images: 8]
- Add a short "Your first class, step by step" section above the timetable. [Word count: 280]
~- Remove the fitness-level question from the form and ask in the welcome email. [Form fields: 7]
+- Add one line under the button: "Tell us about any injuries when you book; your coach will adapt every movement."

## Accessibility Audit
- Needs work: the class photos have no alt text. [Images without alt text: 5 of 8]
- Needs work: the white text on the orange banner is hard to read; darken the banner.
~- Fine: the page fits phone screens. [Mobile viewport: yes]

## A/B Test Ideas
- Test beginner photos against the current hero images.
- Test "Book your intro classes" against "Try your first class" as the button wording.
~- Test a short video of a beginner class against the photo gallery.

## Tool Suggestions
- Google PageSpeed Insights, to check the page on a phone connection.
- Microsoft Clarity, to see whether visitors reach the timetable.
~- Your booking system’s reports, to compare intro bookings before and after each change.
`;
