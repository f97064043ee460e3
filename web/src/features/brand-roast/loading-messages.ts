/** The loading step's messages, one every 2 seconds, in this order, round and round. */
export const LOADING_MESSAGES = [
  'Analyzing your brand copy...',
  'Preparing some tough love...',
  'Crafting your rebuild strategy...',
  'Almost ready...',
] as const;

export const LOADING_MESSAGE_MS = 2000;
