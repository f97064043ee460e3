import type { HeadlineContentType } from '@lambdas/headline-hook/contract';
import { contentTypeLabels } from '@lambdas/headline-hook/fields';
import type { Band } from './criteria';

/** Where a headline is read, and how long it may be there before it is cut or reads as a fragment. */
export interface Channel {
  /** 'a search result': what the length hints say it is too long or short for. */
  name: string;
  good: Band;
  ok: Band;
  /** The lengths that earn every point: long enough to name the outcome, short enough to show whole. */
  ideal: Band;
  /** Why the upper limit: what cuts the headline there. */
  cut: string;
}

const search: Channel = {
  name: 'a search result',
  good: { min: 25, max: 60 },
  ok: { min: 15, max: 70 },
  ideal: { min: 50, max: 60 },
  cut: 'search results cut titles near 60 characters',
};

/**
 * The channel of each content type the form offers. Search engines show about 600 pixels of a title (some 60
 * characters); phone inboxes about 40 characters of a subject and desktop ones about 60; YouTube shows about
 * 70 characters of a title in search and allows 100; social feeds show a link's headline on two lines.
 */
export const channels: Record<HeadlineContentType, Channel> = {
  'blog-post': search,
  'landing-page': search,
  'email-subject': {
    name: 'an email subject line',
    good: { min: 15, max: 50 },
    ok: { min: 10, max: 60 },
    ideal: { min: 42, max: 50 },
    cut: 'phone inboxes cut subject lines near 40–50 characters',
  },
  'social-post': {
    name: 'a social post',
    good: { min: 15, max: 70 },
    ok: { min: 10, max: 100 },
    ideal: { min: 45, max: 70 },
    cut: 'feeds cut a link’s headline after about two lines',
  },
  video: {
    name: 'a video title',
    good: { min: 20, max: 70 },
    ok: { min: 10, max: 100 },
    ideal: { min: 45, max: 70 },
    cut: 'YouTube shows about 70 characters of a title and allows 100',
  },
};

/** The channel of a content type as the form sends it ('Blog Post'); a search result when there is none. */
export function channelOf(label: string | undefined): Channel {
  const type = (Object.keys(contentTypeLabels) as HeadlineContentType[]).find(
    (key) => contentTypeLabels[key] === label,
  );
  return type ? channels[type] : search;
}
