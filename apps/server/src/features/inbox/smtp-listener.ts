import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { SMTPServerSession } from "smtp-server";
import { storeInboundMessage } from "./inbound-store.js";
import { type Recipient, resolveRecipient } from "./inbox-addresses.js";
import type { InboxDeps } from "./inbox-deps.js";

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export interface InboundSmtpListener {
  port(): number;
  close(): Promise<void>;
}

/**
 * The built-in SMTP listener: refuses unknown recipients at RCPT TO (550), a message over the size limit as its
 * data arrives (552, never buffering past the limit), and answers 250 only once the message is stored.
 */
export async function startInboundSmtp(deps: InboxDeps, options: { host: string; port: number }) {
  // Loaded only when the listener is configured: a server without one never pays its memory (decision 037).
  const { SMTPServer } = await import("smtp-server");
  const recipients = new WeakMap<SMTPServerSession, Recipient[]>();
  const { maxMessageBytes, agentMailDomain, tls } = deps.inbound;
  const server = new SMTPServer({
    name: agentMailDomain,
    banner: `${deps.brandName} associate`,
    size: maxMessageBytes,
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...(tls ? { key: readFileSync(tls.keyPath), cert: readFileSync(tls.certPath) } : {}),
    logger: false,
    maxClients: 100,
    socketTimeout: 60_000,
    onMailFrom(_address, session, callback) {
      // Each transaction (each MAIL FROM on a connection) starts with no recipients.
      recipients.delete(session);
      callback();
    },
    onRcptTo(address, session, callback) {
      resolveRecipient(deps.db, address.address, agentMailDomain).then(
        (recipient) => {
          if (!recipient) return callback(smtpError(550, "5.1.1 No such mailbox here"));
          recipients.set(session, [...(recipients.get(session) ?? []), recipient]);
          return callback();
        },
        (error) => {
          deps.log.error({ err: error }, "inbound SMTP: recipient lookup failed");
          callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
        },
      );
    },
    onData(stream, session, callback) {
      let chunks: Buffer[] | null = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxMessageBytes) {
          // Past the limit nothing is kept: the rest is read and dropped, so memory does not grow with it.
          chunks = null;
          return;
        }
        chunks?.push(chunk);
      });
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        const kept = chunks;
        if (!kept || stream.sizeExceeded) {
          return callback(smtpError(552, `5.3.4 Message too big: the limit is ${maxMessageBytes} bytes`));
        }
        // One copy of the message from here on: the chunks are let go once joined.
        const raw = Buffer.concat(kept, size);
        chunks = null;
        storeInboundMessage(deps, {
          transport: "smtp",
          raw,
          recipients: recipients.get(session) ?? [],
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          clientIp: session.remoteAddress ?? null,
          clientHelo: session.hostNameAppearsAs ?? null,
        }).then(
          () => callback(null, "2.0.0 Stored"),
          (error) => {
            deps.log.error({ err: error }, "inbound SMTP: storing a message failed");
            callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
          },
        );
      });
    },
    onClose(session) {
      recipients.delete(session);
    },
  });
  server.on("error", (error) => deps.log.warn({ err: error }, "inbound SMTP error"));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  deps.log.info({ port: (server.server.address() as AddressInfo).port }, "inbound SMTP listening");
  return {
    port: () => (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies InboundSmtpListener;
}
