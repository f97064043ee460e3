import * as z from 'zod';
import { SlugSchema } from '../../lambdas/shared/contracts/blog';
import { leadSource, leadStatuses, type Lead } from '../../lambdas/shared/repositories/lead-record';
import type { LeadFilter } from '../../lambdas/shared/repositories/leads-repository';
import { CliError } from './cli-error';
import { toCsv } from './csv';

const DAY_MS = 86_400_000;

/** `--since`: a date, a date-time, or a number of days back (`30d`). */
export const SinceSchema = z.union([
  z
    .string()
    .regex(/^\d{1,4}d$/)
    .transform((days) => new Date(Date.now() - parseInt(days, 10) * DAY_MS)),
  z.iso.date().transform((day) => new Date(`${day}T00:00:00Z`)),
  z.iso.datetime({ offset: true }).transform((time) => new Date(time)),
]);

/** `--source`: `brand-roast`, `tools/<slug>` or just the landing page's slug. */
const SourceSchema = z
  .string()
  .transform((value) => value.replace(/^tools\//, ''))
  .pipe(z.union([z.literal('brand-roast'), SlugSchema]))
  .transform((value) => (value === 'brand-roast' ? value : leadSource(value)));

const FilterSchema = z.object({
  since: SinceSchema.optional(),
  source: SourceSchema.optional(),
  status: z.enum(leadStatuses).optional(),
});

/** Reads the listing filters, explaining any bad value. */
export function leadFilter(options: Record<string, unknown>): LeadFilter {
  const parsed = FilterSchema.safeParse(options);
  if (!parsed.success) {
    throw new CliError(
      'Bad filter.',
      parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issueHint(String(issue.path[0]))}`),
    );
  }
  const { since, source, status } = parsed.data;
  return {
    ...(since ? { since: since.toISOString() } : {}),
    ...(source ? { source } : {}),
    ...(status ? { status } : {}),
  };
}

function issueHint(option: string): string {
  if (option === 'since') return 'use a date (2026-11-01), a date-time with offset, or days back (30d)';
  if (option === 'source') return "use 'brand-roast' or a landing page's slug";
  return `use one of ${leadStatuses.join(', ')}`;
}

/** Help text shared by list and export. */
export const filterHelp = `
Filters: --since 2026-11-01 (or 30d), --source brand-roast | <landing page slug>, --status ${leadStatuses.join('|')}.`;

const COLUMNS = [
  'id',
  'created_at',
  'email',
  'brand_name',
  'website_url',
  'tagline',
  'description',
  'audience',
  'source',
  'status',
  'consent_at',
  'consent_text',
  'emailed_at',
] as const;

/** Leads as CSV, safe to open in a spreadsheet (no cell runs as a formula). */
export const leadsCsv = (leads: readonly Lead[]): string =>
  toCsv([
    COLUMNS,
    ...leads.map((lead) => [
      lead.id,
      lead.createdAt,
      lead.email,
      lead.brand.brandName,
      lead.brand.websiteURL,
      lead.brand.tagline,
      lead.brand.description,
      lead.brand.audience,
      lead.source,
      lead.status,
      lead.consentAt,
      lead.consentText,
      lead.emailedAt,
    ]),
  ]);
