import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  /** Answer this much later (the request is recorded at once), as a slow third party would. */
  delayMs?: number;
}

export interface FakeHttpServer {
  url: string;
  requests: RecordedRequest[];
  respondWith(respond: (request: RecordedRequest) => FakeResponse): void;
  close(): Promise<void>;
}

/**
 * A real local HTTP server standing in for a third party (Mailchimp, Stripe...): it records every request
 * and answers with JSON from the current responder.
 */
export async function startFakeHttpServer(): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  let respond: (request: RecordedRequest) => FakeResponse = () => ({ status: 200, body: {} });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      const { status, body, delayMs } = respond(recorded);
      const answer = () => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body ?? {}));
      };
      if (delayMs) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(next) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
