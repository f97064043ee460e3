import type { ArchetypeId } from '../../shared/generator/demo-archetypes';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { shop } from './shop';
import { software } from './software';
import { studio } from './studio';
import { trade } from './trade';
import type { PostSamples } from './types';

/** Every archetype’s LinkedIn posts, written in advance (decision 17). */
export const postSamples: Record<ArchetypeId, PostSamples> = {
  restaurant,
  software,
  shop,
  professional,
  studio,
  trade,
};
