import { ideaSamples } from '../../lambdas/blog-topic/demo-samples';
import { roastSamples } from '../../lambdas/brand-roast/demo-samples';
import { briefSamples } from '../../lambdas/content-brief/demo-samples';
import { headlineSamples } from '../../lambdas/headline-hook/demo-samples';
import { videoIdeaSamples } from '../../lambdas/youtube-analysis/demo-samples';
import {
  alwaysTools,
  checkTools,
  checkWriting,
} from '../../lambdas/landing-page-critique/demo-samples/checks';
import { goalTests } from '../../lambdas/landing-page-critique/demo-samples/goals';
import { postSamples } from '../../lambdas/linkedin-post/demo-samples';
import { presenceSamples } from '../../lambdas/show-up-online/demo-samples';
import { archetypeIds } from '../../lambdas/shared/generator/demo-archetypes';
import { textAt } from '../../lambdas/shared/generator/demo-levels';
import { sampleVideoTitles } from '../../lambdas/youtube-analysis/search/demo-samples';

/** One piece of written sample text, named by tool, archetype and part. */
export interface SampleText {
  id: string;
  text: string;
}

/** The critique's sentences, written per measured check and per goal rather than per archetype. */
const critiqueTexts = (): SampleText[] => [
  ...Object.entries(checkWriting).map(([id, writing]) => ({
    id: `critique check ${id}`,
    text: [writing.pass, writing.warn, writing.fail ?? '', writing.fix ?? ''].join('\n\n'),
  })),
  ...Object.entries(goalTests).map(([goal, tests]) => ({
    id: `critique goal ${goal}`,
    text: tests.join('\n\n'),
  })),
  { id: 'critique tools', text: [...new Set([...Object.values(checkTools), ...alwaysTools])].join('\n\n') },
];

/** Every word of every demo sample, longest versions, as prose a spelling and grammar checker can read. */
export function allSampleTexts(): SampleText[] {
  return [...critiqueTexts(), ...archetypeTexts()];
}

const archetypeTexts = (): SampleText[] =>
  archetypeIds.flatMap((a) => {
    const h = headlineSamples[a];
    const r = roastSamples[a];
    const p = presenceSamples[a];
    return [
      ...Object.entries(briefSamples[a]).map(([kind, text]) => ({
        id: `brief ${a} ${kind}`,
        text: textAt(text, 2),
      })),
      ...Object.entries(h.headlines).flatMap(([t, pools]) =>
        pools.flat().map((text, i) => ({ id: `headline ${a} ${t} ${i}`, text })),
      ),
      ...Object.entries(h.hooks).flatMap(([s, pools]) =>
        pools.flat().map((text, i) => ({ id: `hook ${a} ${s} ${i}`, text })),
      ),
      ...ideaSamples[a].flat().map(([title, , reasoning, cta], i) => ({
        id: `blog ${a} ${i}`,
        text: [title, reasoning, cta ?? ''].join('\n\n'),
      })),
      ...Object.entries(postSamples[a]).map(([type, text]) => ({
        id: `linkedin ${a} ${type}`,
        text: textAt(text, 2),
      })),
      {
        id: `presence ${a}`,
        text: [p.primary, ...p.alternatives, ...p.related, ...p.recommendations.flat()].join('\n\n'),
      },
      ...videoIdeaSamples[a].flat().map(([title, summary, format, cta], i) => ({
        id: `video idea ${a} ${i}`,
        text: [title, summary, format, cta].join('\n\n'),
      })),
      { id: `videos ${a}`, text: sampleVideoTitles[a].join('\n\n') },
      {
        id: `roast ${a}`,
        text: [textAt(r.roast, 2), ...r.taglines.flat(), textAt(r.pitch, 2), r.voice.join(', ')].join('\n\n'),
      },
    ];
  });
