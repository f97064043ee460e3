import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface HangingServer {
  /** `http://127.0.0.1:<port>`: connections are accepted, requests read, and never answered. */
  url: string;
  /** `performance.now()` when the first connection arrived, if one has. */
  readonly firstConnectionAt: number | undefined;
  close(): Promise<void>;
}

/** A loopback server that takes every connection and never answers: an upstream that hangs. */
export async function startHangingServer(): Promise<HangingServer> {
  const sockets = new Set<Socket>();
  let firstConnectionAt: number | undefined;
  const server = createServer((socket) => {
    firstConnectionAt ??= performance.now();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.resume(); // read and drop whatever is sent
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get firstConnectionAt() {
      return firstConnectionAt;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
