import type { ArchetypeId } from '../../shared/generator/demo-archetypes';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { shop } from './shop';
import { software } from './software';
import { studio } from './studio';
import { trade } from './trade';

/** Every archetype’s landing page critiques, written in advance (decision 17). */
export const critiqueSamples: Record<ArchetypeId, string> = {
  restaurant,
  software,
  shop,
  professional,
  studio,
  trade,
};
