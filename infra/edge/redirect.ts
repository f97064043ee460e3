// A stored redirect object: how a post's id address (`/blog/<uuid>`) answers without a second copy of the post.
// The publisher stores a small object at the id's key whose metadata names the post's address; the origin-response
// function (not-found.ts) turns it into a 301 at the edge, and the local server (scripts/local/site-origin.ts) does
// the same from the local folder, where the metadata is a `.location` file beside the object.

/** S3 user metadata naming the address a redirect object sends visitors to (`x-amz-meta-redirect-location`). */
export const redirectMetadata = 'redirect-location';
export const redirectHeader = `x-amz-meta-${redirectMetadata}`;

/** Cached like a 404: an editor who changes a slug changes the redirect, and the CLI invalidates its path. */
export const redirectCacheControl = 'public, max-age=300';

/** Only a path on this site: never another host (`//x`, `https:`), never a header break. */
export const isSitePath = (location: string): boolean => /^\/(?![/\\])[\w\-./~%]*$/.test(location);

/**
 * The redirect object's own bytes, for whoever reads the object rather than its address: a page that links to
 * the post and says where it is (no script, no refresh: the edge answers a visitor with the 301).
 */
export function redirectBody(location: string): string {
  if (!isSitePath(location)) throw new Error(`Not a path on this site: ${location}`);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moved</title>` +
    `<link rel="canonical" href="${location}"><meta name="robots" content="noindex"></head>` +
    `<body><p>This post is at <a href="${location}">${location}</a>.</p></body></html>\n`
  );
}
