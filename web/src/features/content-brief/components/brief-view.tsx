import type { BriefDepth } from '@lambdas/content-brief/contract';
import { researchOf } from '../brief-texts';
import { BriefSectionsView } from './brief-sections-view';
import { BriefSources } from './brief-sources';

/** The brief on screen: what ranks today (once the route sent it), then the brief in its sections. */
export function BriefView({
  brief,
  streamData,
  depth,
}: {
  brief: string;
  streamData: unknown;
  depth: BriefDepth;
}) {
  const research = researchOf(streamData);
  return (
    <>
      {research ? <BriefSources research={research} depth={depth} /> : null}
      <BriefSectionsView brief={brief} />
    </>
  );
}
