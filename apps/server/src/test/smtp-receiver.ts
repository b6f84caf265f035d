import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { waitUntil } from "./wait-until.js";

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
  /** When the message's data was received (ms since the epoch), for benchmarks' delivery times. */
  receivedAt: number;
}

/** A real SMTP server on a free port that keeps what it receives, or refuses every connection while told to. */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const state = { isRefusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      if (!state.isRefusing) return callback();
      state.refused += 1;
      const error = Object.assign(new Error("Service not available, try again later"), { responseCode: 421 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Waits until the receiver holds at least count messages. */
    async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
      await waitUntil(() => received.length >= count, timeoutMs, `${count} messages`);
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
