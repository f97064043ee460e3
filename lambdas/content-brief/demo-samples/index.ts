import type { ArchetypeId } from '../../shared/generator/demo-archetypes';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { shop } from './shop';
import { software } from './software';
import { studio } from './studio';
import { trade } from './trade';
import type { BriefSamples } from './types';

/** Every archetype’s briefs, written in advance (decision 17). */
export const briefSamples: Record<ArchetypeId, BriefSamples> = {
  restaurant,
  software,
  shop,
  professional,
  studio,
  trade,
};
