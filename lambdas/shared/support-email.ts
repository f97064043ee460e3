/** The support address when a stage or the local stack names none (a module of its own: site-config loads no zod). */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';
