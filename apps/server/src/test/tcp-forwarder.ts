import net from "node:net";

export interface TcpForwarder {
  readonly port: number;
  /** Refuses new connections and cuts the open ones, as a crashed or unplugged server would. */
  stop(): Promise<void>;
  /** Accepts and forwards again, on the same port; does nothing while it runs. */
  start(): Promise<void>;
}

/** A free local port, with nothing listening on it when this resolves. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A local port that forwards every connection to `target`, so a test can take a real service away and back. */
export async function startTcpForwarder(target: { host: string; port: number }): Promise<TcpForwarder> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const port = await closedPort();

  const start = async () => {
    if (server) return;
    const listening = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", resolve);
    });
    server = listening;
  };

  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await start();
  return { port, start, stop };
}
