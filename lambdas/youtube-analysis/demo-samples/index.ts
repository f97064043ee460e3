import type { ArchetypeId } from '../../shared/generator/demo-archetypes';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { shop } from './shop';
import { software } from './software';
import { studio } from './studio';
import { trade } from './trade';
import type { VideoIdeaSamples } from './types';

/** Every archetype’s video ideas, written in advance (decision 17). */
export const videoIdeaSamples: Record<ArchetypeId, VideoIdeaSamples> = {
  restaurant,
  software,
  shop,
  professional,
  studio,
  trade,
};
