import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NumberBadge } from '@/components/ui/number-badge';

const steps = [
  'Enter a keyword your audience searches for on YouTube.',
  'We fetch the top 15 videos for it from the YouTube Data API, with their views, likes and comments.',
  'Each video gets an outlier score: its views divided by its channel’s subscribers. A high score means the video reached far beyond the channel’s own audience.',
  'The engagement rate is likes plus comments, divided by views.',
  'AI studies the titles, descriptions and outliers, then suggests content ideas, each citing the videos it builds on.',
  'Copy the ideas, or download them as a Word document.',
];

/** The 'How it works' list, with what the figures mean and what YouTube does not publish. */
export function HowItWorks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How it works</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-slate-700">
        <ol className="flex flex-col gap-3">
          {steps.map((step, i) => (
            <li key={step} className="flex items-start gap-3">
              <NumberBadge number={i + 1} />
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <p className="text-slate-600">
          YouTube does not publish share counts, and some channels hide their likes or subscriber numbers:
          those show as unavailable, never as zero. Results for a keyword are kept for a day, so searching it
          again is instant.
        </p>
      </CardContent>
    </Card>
  );
}
