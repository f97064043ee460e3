import * as z from 'zod';

/** A DNS host name in lowercase: labels of letters, digits and dashes, a top-level domain of letters. */
export const hostname = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Whether `name` is `zone` itself or a name inside it. */
export const withinZone = (name: string, zone: string): boolean => name === zone || name.endsWith(`.${zone}`);

/**
 * The site's own domain (issue 45): its name, and either the Route 53 public hosted zone that holds it (the
 * stacks then create the us-east-1 certificate with DNS validation, the alias records and the email records)
 * or an ACM certificate issued for it in us-east-1 (`deploy --check` then prints the records to add by hand).
 */
export const DomainSchema = z
  .object({
    name: z.string().regex(hostname, 'must be a host name such as www.example.com'),
    hostedZone: z
      .object({
        id: z
          .string()
          .regex(/^Z[A-Z0-9]{1,32}$/, 'must be a Route 53 hosted zone id such as Z0123456789ABCDEFGHIJ'),
        name: z.string().regex(hostname, 'must be the zone’s domain such as example.com'),
      })
      .optional(),
    certificateArn: z
      .string()
      .regex(
        /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
        'must be an ACM certificate ARN in us-east-1 (the only region CloudFront reads certificates from)',
      )
      .optional(),
  })
  .check((ctx) => {
    const { name, hostedZone, certificateArn } = ctx.value;
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', input: ctx.value, path: [path], message });
    if (!hostedZone === !certificateArn)
      issue(
        'hostedZone',
        'or domain.certificateArn, one of the two: a Route 53 zone the stacks create the certificate and records in, or a certificate you issued',
      );
    if (hostedZone && !withinZone(name, hostedZone.name))
      issue('name', `${name} is not inside the hosted zone ${hostedZone.name}`);
  });

export type StageDomain = z.infer<typeof DomainSchema>;

/** The domain of the sender address (SES verifies it, or the address alone). */
export const senderDomainOf = (senderEmail: string): string =>
  senderEmail.slice(senderEmail.lastIndexOf('@') + 1).toLowerCase();

/**
 * The hosted zone the email records go in: the stage's zone when the sender's domain lies inside it, else none
 * (the records are printed for the operator to add wherever that domain's DNS lives).
 */
export const emailZoneOf = (config: {
  domain?: StageDomain | undefined;
  senderEmail: string;
}): { id: string; name: string } | undefined => {
  const zone = config.domain?.hostedZone;
  return zone && withinZone(senderDomainOf(config.senderEmail), zone.name) ? zone : undefined;
};

/**
 * The DMARC record of the sender's domain, as the stacks create it or `--check` prints it: monitoring only
 * (`p=none`, what Gmail's and Yahoo's sender rules ask at least), with aggregate reports to the alarm address
 * when it is in the same domain (a report address elsewhere needs that domain's consent record).
 */
export function dmarcRecord(config: { senderEmail: string; alarmEmail?: string | undefined }): {
  name: string;
  value: string;
} {
  const domain = senderDomainOf(config.senderEmail);
  const reports =
    config.alarmEmail && withinZone(senderDomainOf(config.alarmEmail), domain)
      ? `; rua=mailto:${config.alarmEmail}`
      : '';
  return { name: `_dmarc.${domain}`, value: `v=DMARC1; p=none${reports}` };
}
