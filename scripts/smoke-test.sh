#!/usr/bin/env bash
# Smoke test of every route of a deployed stage (or of `npm start`), through the site's own URL:
#   scripts/smoke-test.sh https://d1234abcd.cloudfront.net
# Each AI route makes one real generation (a few tenths of a cent on Bedrock) and counts against your
# address's limits. A new route adds its line below; test/integration/smoke-test.test.ts checks that.
set -uo pipefail

site="${1:?usage: scripts/smoke-test.sh <SiteUrl>}"
site="${site%/}"
answer="$(mktemp)"
trap 'rm -f "$answer"' EXIT
failed=0

# check <expected status> <method> <path> [json body]
check() {
  local expected=$1 method=$2 path=$3 body=${4:-}
  local args=(-sS -o "$answer" -w '%{http_code}' -X "$method" --max-time 70)
  if [ -n "$body" ]; then args+=(-H 'Content-Type: application/json' --data "$body"); fi
  local status
  status=$(curl "${args[@]}" "$site$path") || status=000
  if [ "$status" = "$expected" ]; then
    echo "ok    $status $method $path"
  else
    echo "FAIL  $status (expected $expected) $method $path: $(head -c 300 "$answer")"
    failed=1
  fi
}

check 200 GET /api/health
check 200 GET /api/site-config
check 200 GET /api/blog-posts
check 404 GET /api/blog-posts/no-such-post
check 404 GET /api/programmatic-pages/no-such-page
check 200 POST /functions/v1/content-brief '{"experience_level":"marketer","topic":"Email marketing for bakeries","primaryKeywords":["bakery newsletter"],"targetAudience":"bakery owners","contentGoal":"convert","contentType":"blog-post","briefDepth":"1000-1500","internalLinks":""}'
check 200 POST /functions/v1/headline-generator '{"mode":"headlines","contentTopic":"Email marketing for bakeries","targetAudience":"bakery owners","contentType":"Blog Post","emotionalTrigger":"Promise of Gain","tone":"Professional"}'
check 200 POST /functions/v1/blog-topic-generator '{"industry":"Artisan bakery","targetKeywords":"sourdough starter","targetAudience":"home bakers","competitorURLs":"","contentType":"how-to","excludeTopics":""}'
check 200 POST /functions/v1/linkedin-post '{"postType":"standard","personalStyle":"educational","topic":"Email marketing for bakeries","goal":"thought-leadership","includeCTA":"no","postLength":"short"}'
# The site address is refused before any connection, so the analysis runs on the form alone.
check 200 POST /functions/v1/online-presence '{"companyName":"Crumb & Co","websiteUrl":"https://127.0.0.1","industry":"Artisan bakery","competitors":""}'
check 200 POST /functions/v1/landing-page-critique '{"mode":"text","landingPageCopy":"Fresh bread at your door. Order your first loaf today.","industry":"Artisan bakery","targetAudience":"busy parents","conversionGoal":"direct-sales"}'
check 200 POST /functions/v1/youtube-search '{"topic":"sourdough starter"}'
check 200 POST /functions/v1/idea-generator '{"topic":"sourdough starter","clips":[{"name":"Sourdough starter for beginners","description":"Feeding a starter day by day."}]}'
check 200 POST /functions/v1/refine '{"tool":"headline-hook","previous":{"result":"1. Bread worth waking up for\n2. Sold out by ten, for a reason"},"instruction":{"kind":"shorter"}}'
# SES's mailbox simulator accepts the roast email without touching the account's bounce rate; the fixed key
# makes a repeated smoke test one lead and one email.
check 200 POST /functions/v1/brand-roast '{"email":"success@simulator.amazonses.com","brandName":"Crumb & Co","websiteURL":"","tagline":"Bread worth waking up for","description":"A neighbourhood bakery baking sourdough every morning.","audience":"Busy families nearby","idempotencyKey":"smoke-test-roast-0001"}'
# A visitor's page view is counted (no cookie, no identifier) and answered with no body.
check 204 POST /api/events '{"events":[{"name":"page_view","path":"/","viewport":"desktop"}]}'
# A forged unsubscribe token is refused, by the link and by one-click.
check 400 GET /api/unsubscribe\?token=forged
check 400 POST /api/unsubscribe\?token=forged
# The fallback: unknown paths and wrong methods.
check 404 GET /api/no-such-route
check 405 GET /functions/v1/content-brief

exit $failed
