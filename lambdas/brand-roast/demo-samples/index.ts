import type { ArchetypeId } from '../../shared/generator/demo-archetypes';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { shop } from './shop';
import { software } from './software';
import { studio } from './studio';
import { trade } from './trade';
import type { RoastSample } from './types';

/** Every archetype’s roasts and rebuilds, written in advance (decision 17). */
export const roastSamples: Record<ArchetypeId, RoastSample> = {
  restaurant,
  software,
  shop,
  professional,
  studio,
  trade,
};
