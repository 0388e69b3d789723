/**
 * A TCP proxy between the API and PostgreSQL that counts what the wire shows, whatever the driver or ORM does:
 *
 *   round trips     messages after which the client waits for the server: Sync (extended protocol) and Query
 *                   (simple protocol, e.g. BEGIN/COMMIT); each ends in a ReadyForQuery
 *   transactions    ReadyForQuery answers that go back to idle: an autocommit statement or a COMMIT/ROLLBACK;
 *                   split into committed and rolled back (an error or ROLLBACK since the last idle)
 *   blocks          explicit transaction blocks (BEGIN)
 *
 * It expects plain TCP (no SSL), which is what node-postgres speaks without `ssl` options.
 */
import net from 'node:net';

export interface WireCounts {
  roundTrips: number;
  committed: number;
  rolledBack: number;
  blocks: number;
}

export interface RoundTripProxy {
  /** postgres:// URL that reaches `targetUrl` through the proxy. */
  url: string;
  counts(): WireCounts;
  close(): Promise<void>;
}

/** Splits a byte stream into PostgreSQL messages (1 type byte + int32 length), after `untyped` leading ones. */
function messageReader(untyped: number, onMessage: (type: number, body: Buffer) => void) {
  let buffer: Buffer = Buffer.alloc(0);
  let startupLeft = untyped;
  return (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (startupLeft > 0) {
        if (buffer.length < 4) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        // An SSLRequest is answered by one byte and followed by the real startup message.
        if (code !== 80877103) startupLeft -= 1;
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      onMessage(buffer[0]!, buffer.subarray(5, length + 1));
      buffer = buffer.subarray(length + 1);
    }
  };
}

export async function startRoundTripProxy(targetUrl: string): Promise<RoundTripProxy> {
  const target = new URL(targetUrl);
  const counts: WireCounts = { roundTrips: 0, committed: 0, rolledBack: 0, blocks: 0 };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let ready = false;
    let failedSinceIdle = false;
    const fromClient = messageReader(1, (type) => {
      if (type === 0x53 /* S Sync */ || type === 0x51 /* Q Query */) counts.roundTrips += 1;
    });
    const fromServer = messageReader(0, (type, body) => {
      if (type === 0x45 /* E ErrorResponse */) failedSinceIdle = true;
      if (type === 0x43 /* C CommandComplete */) {
        const tag = body.toString('utf8', 0, body.length - 1);
        if (tag === 'BEGIN') counts.blocks += 1;
        if (tag === 'ROLLBACK') failedSinceIdle = true;
      }
      if (type === 0x5a /* Z ReadyForQuery */) {
        const status = String.fromCharCode(body[0]!);
        if (!ready)
          ready = true; // the one after authentication
        else if (status === 'I') {
          if (failedSinceIdle) counts.rolledBack += 1;
          else counts.committed += 1;
        }
        if (status === 'I') failedSinceIdle = false;
      }
    });
    client.on('data', (chunk: Buffer) => {
      fromClient(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      // Before the startup message the server may answer an SSLRequest with one untyped byte.
      if (!ready && chunk.length === 1) return void client.write(chunk);
      fromServer(chunk);
      client.write(chunk);
    });
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', closeBoth).on('error', closeBoth);
    upstream.on('close', closeBoth).on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    counts: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
