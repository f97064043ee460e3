/**
 * Every tool of the site: adding one is its own folders and one line here (docs/adding-a-tool.md). The route
 * table, CDK, the local server, refine, the SPA's registry and the shared tests all read this list.
 */
export { tool as blogTopic } from './blog-topic/tool';
export { tool as brandRoast } from './brand-roast/tool';
export { tool as contentBrief } from './content-brief/tool';
export { tool as contentGrader } from './content-grader/tool';
export { tool as headlineHook } from './headline-hook/tool';
export { tool as landingPageCritique } from './landing-page-critique/tool';
export { tool as linkedinPost } from './linkedin-post/tool';
export { tool as showUpOnline } from './show-up-online/tool';
export { tool as youtubeAnalysis } from './youtube-analysis/tool';
