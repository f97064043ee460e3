// CloudFront Function (cloudfront-js-2.0) on the site's default behaviour, viewer request.
// Maps a page URL to the S3 key of its rendered HTML; files (a dot in the last segment) pass as they are.
// The local server runs this same file (scripts/local/site-origin.ts), so `npm start` maps URLs as CloudFront does.
// Keys: / -> /index.html, /blog?page=N (N >= 1) -> /blog/page/N/index.html, /x/y -> /x/y/index.html.
// Blog pages are numbered from the oldest, so a page's key keeps its posts when a post is added.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var path = uri.replace(/\/+$/, '');
  if (path === '/blog') {
    var page = request.querystring && request.querystring.page;
    var n = page && /^[0-9]{1,6}$/.test(page.value) ? parseInt(page.value, 10) : 0;
    if (n >= 1) path = '/blog/page/' + n;
  }
  request.uri = path + '/index.html';
  return request;
}
