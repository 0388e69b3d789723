import net from 'node:net';

/**
 * A TCP proxy in front of a server that can be told to drop the link silently, as a broken network does: while cut,
 * the bytes in flight on every open connection are swallowed (nothing answers, nothing closes) and new connections
 * are accepted but never reach the server. `restore` forwards new connections again; the connections that were cut
 * stay dead, as they would after a real outage.
 */
export interface LinkProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startLinkProxy(target: { host: string; port: number }): Promise<LinkProxy> {
  let linkUp = true;
  const sockets = new Set<net.Socket>();
  const dead = new WeakSet<net.Socket>();

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (linkUp && !dead.has(from) && !dead.has(to)) to.write(chunk);
    });
    from.on('end', () => {
      if (!dead.has(from)) to.end();
    });
  };

  const server = net.createServer((client) => {
    track(client);
    if (!linkUp) {
      dead.add(client);
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;

  return {
    port: address.port,
    cut() {
      linkUp = false;
      for (const socket of sockets) dead.add(socket);
    },
    restore() {
      linkUp = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
