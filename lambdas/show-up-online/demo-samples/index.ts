import type { ArchetypeId } from '../../shared/generator/demo-archetypes';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { shop } from './shop';
import { software } from './software';
import { studio } from './studio';
import { trade } from './trade';
import type { PresenceSample } from './types';

/** Every archetype’s online presence analyses, written in advance (decision 17). */
export const presenceSamples: Record<ArchetypeId, PresenceSample> = {
  restaurant,
  software,
  shop,
  professional,
  studio,
  trade,
};
