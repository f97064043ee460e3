import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESClient } from '@aws-sdk/client-ses';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { SesMailer } from '../../lambdas/shared/email/mailer';
import { leadSource, type NewLead } from '../../lambdas/shared/repositories/lead-record';
import { LeadsRepository } from '../../lambdas/shared/repositories/leads-repository';
import { OptOutsRepository } from '../../lambdas/shared/repositories/opt-outs-repository';
import type { SiteStore } from './local-site';

export const sampleBrand = {
  brandName: 'Rise Bakery',
  websiteURL: 'https://rise.example',
  tagline: 'Fresh bread daily',
  description: 'A neighbourhood bakery that opens at six.',
  audience: 'Early risers who want good bread',
};

export const sampleResult = {
  roast: 'Fresh bread daily: the tagline every bakery since 1850 has already used.',
  rebuild: {
    new_taglines: ['Bread worth waking up for', 'Baked before the town wakes', 'Crust, crumb, community'],
    elevator_pitch: 'Rise bakes at four so your breakfast is the best part of the morning.',
    voice: ['warm', 'wry', 'plain-spoken'],
  },
};

/** A submission as the roast service stores it. */
export const sampleSubmission = (email: string, idempotencyKey: string, sourceSlug?: string): NewLead => ({
  email,
  brand: sampleBrand,
  source: leadSource(sourceSlug),
  consentText: 'We will email your roast.',
  idempotencyKey,
});

/** The leads repository over a local store. */
export const leadsIn = (store: SiteStore, clock?: () => Date): LeadsRepository =>
  new LeadsRepository(documentClientFor(store.client), store.tableNames.leads!, clock);

/** The opt-outs repository over a local store. */
export const optOutsIn = (store: SiteStore): OptOutsRepository =>
  new OptOutsRepository(documentClientFor(store.client), store.tableNames.leads!);

/** The real SES client and mailer, pointed at an endpoint (the local SES server, or a failing one). */
export const mailerAt = (endpoint: string): SesMailer =>
  new SesMailer(
    new SESClient({
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      maxAttempts: 1,
    }),
    { from: 'noreply@example.com', configurationSet: 'content-copilot-local' },
  );

/** An SES endpoint that refuses every message as SES does for an unverified recipient in the sandbox. */
export async function startRefusingSes(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(400, { 'Content-Type': 'text/xml' });
      res.end(
        '<ErrorResponse><Error><Type>Sender</Type><Code>MessageRejected</Code>' +
          '<Message>Email address is not verified.</Message></Error><RequestId>1</RequestId></ErrorResponse>',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
