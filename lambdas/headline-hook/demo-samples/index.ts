import type { ArchetypeId } from '../../shared/generator/demo-archetypes';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { shop } from './shop';
import { software } from './software';
import { studio } from './studio';
import { trade } from './trade';
import type { HeadlineSamples } from './types';

/** Every archetype’s headlines and hooks, written in advance (decision 17). */
export const headlineSamples: Record<ArchetypeId, HeadlineSamples> = {
  restaurant,
  software,
  shop,
  professional,
  studio,
  trade,
};
