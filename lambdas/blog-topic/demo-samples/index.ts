import type { ArchetypeId } from '../../shared/generator/demo-archetypes';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { shop } from './shop';
import { software } from './software';
import { studio } from './studio';
import { trade } from './trade';
import type { IdeaSamples } from './types';

/** Every archetype’s blog topic ideas, written in advance (decision 17). */
export const ideaSamples: Record<ArchetypeId, IdeaSamples> = {
  restaurant,
  software,
  shop,
  professional,
  studio,
  trade,
};
