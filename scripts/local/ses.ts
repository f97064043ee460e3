import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesServer from 'aws-ses-v2-local';

/** Sent mail as the local SES server's `GET /store` answers it (the fields we read). */
export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export interface LocalSes {
  /** The SES API endpoint the SDK is pointed at (SES_ENDPOINT). */
  endpoint: string;
  /** Every message sent so far, oldest first. */
  sent(): Promise<StoredEmail[]>;
  close(): Promise<void>;
}

// A CommonJS module whose default export is the start function: reach it under either interop.
const start = (sesServer as unknown as { default?: typeof sesServer }).default ?? sesServer;

/**
 * The local SES-compatible API server (aws-ses-v2-local) on a free loopback port: the real SES client
 * sends to it, and its page at the endpoint shows every message (JSON at `/store`).
 */
export async function startLocalSes(host = '127.0.0.1'): Promise<LocalSes> {
  const server: Server = await start({ host, port: 0 });
  const endpoint = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    async sent() {
      const res = await fetch(`${endpoint}/store`);
      if (!res.ok) throw new Error(`The local SES server answered ${res.status} for /store.`);
      return ((await res.json()) as { emails: StoredEmail[] }).emails;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
