/**
 * Every tool of the site: adding one is its own folders and one line here (docs/adding-a-tool.md). The route
 * table, CDK, the local server, refine, the SPA's registry and the shared tests all read this list.
 */
export { tool as blogTopic } from './tools/blog-topic';
export { tool as brandRoast } from './tools/brand-roast';
export { tool as contentBrief } from './tools/content-brief';
export { tool as contentGrader } from './tools/content-grader';
export { tool as headlineHook } from './tools/headline-hook';
export { tool as landingPageCritique } from './tools/landing-page-critique';
export { tool as linkedinPost } from './tools/linkedin-post';
export { tool as showUpOnline } from './tools/show-up-online';
export { tool as youtubeAnalysis } from './tools/youtube-analysis';
