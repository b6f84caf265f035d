// The associate's inbox benchmark: `npm run bench:inbox` (builds first). Starts the built server with its SMTP
// listener on a fresh embedded database, signs a subscriber up through the real API, then sends BENCH_MESSAGES
// drafts over SMTP (BENCH_CONNECTIONS at once) and prints messages a second to stored (the listener's 250) and to
// answered (the reply queued), then the server's memory while it receives a message just under the 25 MB limit
// (stored, then read in a worker thread and answered) and one over it (refused with 552 while it arrives, never
// buffered), with the worst health-check latency beside each. With DATABASE_URL set, the server uses that PostgreSQL instead of a fresh embedded database.
// The same drafts then go through Postmark's inbound webhook (posts built as the server tests build them).
// The large messages carry random bytes (a scan or a PDF does not compress); BENCH_LARGE_CONTENT=repeated sends one
// byte over and over instead, which compresses to almost nothing.
//
// Case law: no CourtListener token, so checks use the local index only (the shared case-law table; empty on a fresh
// database, `npm run citations:import` fills it); the figures are the pipeline's, not an outside source's.
// Results go to bench-results/inbox.json. Slow figures are reported, never failed.

import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { postmarkAuthorization, postmarkPayload } from "../apps/server/src/test/inbound-payloads.ts";
import { freePort } from "../e2e/scale/cluster.mjs";
import {
  memoryOf,
  positiveInt,
  repoRoot,
  signUpConfirmed,
  sleep,
  startBuiltServer,
  subscribeBasic,
  writeResults,
} from "./bench-kit.mjs";

const resultsFile = path.join(repoRoot, "bench-results/inbox.json");
const MESSAGES = positiveInt("BENCH_MESSAGES", 50);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 4);
const LIMIT_BYTES = 25 * 1024 * 1024;
const LARGE_CONTENT = process.env.BENCH_LARGE_CONTENT === "repeated" ? "repeated" : "random";
const POSTMARK_CREDENTIALS = "postmark-bench:a-long-enough-password-1234";
const PASSWORD = "Bench-Inbox-2024!x";
const DRAFT = [
  "A complaint must state a plausible claim. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 556 (2007).",
  "The same rule governs every civil action. Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).",
  "Airlines must answer for it. Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).",
].join("\n");

const smtpPort = await freePort();
const bench = await startBuiltServer({
  INBOUND_SMTP_PORT: String(smtpPort),
  INBOUND_REQUIRE_AUTHENTICATED_SENDER: "false",
  INBOUND_REPLIES_PER_SENDER_PER_HOUR: String(2 * MESSAGES + 10),
  INBOUND_POSTMARK_CREDENTIALS: POSTMARK_CREDENTIALS,
});
const { api, baseUrl, server } = bench;

/**
 * CPU milliseconds the server's main thread (the one serving requests, and the embedded database's) has used: unlike
 * a health check's latency, it does not grow with other processes' load on the machine.
 */
function mainThreadCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime, the 14th and 15th fields, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function signUpSubscriber() {
  const subscriber = await signUpConfirmed(api, { label: "inbox-bench", password: PASSWORD });
  await subscribeBasic(api, subscriber);
  const { address } = (await api("GET", "/api/inbox", { token: subscriber.token })).json;
  return { email: subscriber.email, token: subscriber.token, address };
}

/** How many of the bench's messages are answered, reading every page of the inbox. */
async function answeredCount(token, prefix) {
  let answered = 0;
  for (let page = 1; ; page++) {
    const { json } = await api("GET", `/api/inbox/messages?page=${page}`, { token });
    answered += json.messages.filter(
      (message) => message.subject?.startsWith(prefix) && message.status === "answered",
    ).length;
    if (page >= json.pageCount) return answered;
  }
}

/** The status of the bench's message with this subject, as the inbox page lists it (first page, newest first). */
async function statusOf(token, subject) {
  const { json } = await api("GET", "/api/inbox/messages?page=1", { token });
  return json.messages.find((message) => message.subject === subject)?.status;
}

/**
 * Sends one message while sampling the server's resident memory every 20 ms: its peak until the listener answers
 * (receiving and storing), then, for a stored message, until its job has answered or refused it (processing).
 */
async function sendSampled(transport, message, token) {
  let peak = memoryOf(server.pid).rss;
  const before = peak;
  const cpuBefore = mainThreadCpuMs(server.pid);
  let isRunning = true;
  const sampler = (async () => {
    while (isRunning) {
      peak = Math.max(peak, memoryOf(server.pid).rss);
      await sleep(20);
    }
  })();
  // The worst health check beside it: the thread that serves requests must not stop for the message.
  let worstHealthMs = 0;
  const prober = (async () => {
    while (isRunning) {
      const started = performance.now();
      await fetch(`${baseUrl}/api/health/live`).then((response) => response.arrayBuffer());
      worstHealthMs = Math.max(worstHealthMs, performance.now() - started);
      await sleep(20);
    }
  })();
  const outcome = await transport.sendMail(message).then(
    (info) => info.response.slice(0, 3),
    (error) => String(error.responseCode ?? error.code),
  );
  const peakReceiving = peak;
  const cpuReceiving = mainThreadCpuMs(server.pid) - cpuBefore;
  const worstHealthReceiving = worstHealthMs;
  let status = null;
  if (outcome === "250") {
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(250)) {
      status = await statusOf(token, message.subject);
      if (status && status !== "received" && status !== "processing") break;
    }
  }
  isRunning = false;
  await Promise.all([sampler, prober]);
  return {
    outcome,
    status,
    worstHealthReceivingMs: Math.round(worstHealthReceiving),
    worstHealthMs: Math.round(worstHealthMs),
    rssBeforeMb: Math.round(before),
    peakRssReceivingMb: Math.round(peakReceiving),
    peakRssMb: Math.round(peak),
    mainThreadCpuReceivingMs: cpuReceiving,
    mainThreadCpuMs: mainThreadCpuMs(server.pid) - cpuBefore,
  };
}
const describe = (label, figures) =>
  console.log(
    `${label}: ${figures.outcome}${figures.status ? ` then ${figures.status}` : ""}, server RSS ${figures.rssBeforeMb} MB before, ` +
      `peak ${figures.peakRssReceivingMb} MB until the listener answered, ${figures.peakRssMb} MB until handled; ` +
      `worst health check ${figures.worstHealthReceivingMs} ms until the listener answered, ${figures.worstHealthMs} ms until handled; ` +
      `main thread's CPU ${figures.mainThreadCpuReceivingMs} ms until the listener answered, ${figures.mainThreadCpuMs} ms until handled`,
  );

const loadBefore = os.loadavg();
try {
  const subscriber = await signUpSubscriber();
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    ignoreTLS: true,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: Number.POSITIVE_INFINITY,
  });
  const prefix = `Bench ${Date.now()}`;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: MESSAGES }, (_, index) =>
      transport.sendMail({
        from: subscriber.email,
        to: subscriber.address,
        subject: `${prefix} #${index + 1}`,
        text: "Please check the attached.",
        attachments: [{ filename: `draft-${index + 1}.txt`, content: DRAFT }],
      }),
    ),
  );
  const storedSeconds = (performance.now() - started) / 1000;
  console.log(
    `stored:   ${MESSAGES} messages in ${storedSeconds.toFixed(1)} s = ${(MESSAGES / storedSeconds).toFixed(1)} messages/s`,
  );
  while ((await answeredCount(subscriber.token, prefix)) < MESSAGES) await sleep(250);
  const answeredSeconds = (performance.now() - started) / 1000;
  console.log(
    `answered: ${MESSAGES} messages in ${answeredSeconds.toFixed(1)} s = ${(MESSAGES / answeredSeconds).toFixed(1)} messages/s`,
  );
  transport.close();

  const hookPrefix = `Bench webhook ${Date.now()}`;
  const hookStarted = performance.now();
  const posts = Array.from({ length: MESSAGES }, (_, index) =>
    postmarkPayload({
      from: subscriber.email,
      to: subscriber.address,
      subject: `${hookPrefix} #${index + 1}`,
      attachments: [{ filename: `draft-${index + 1}.txt`, content: DRAFT, contentType: "text/plain" }],
    }),
  );
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let post = posts.shift(); post; post = posts.shift()) {
        const response = await fetch(`${baseUrl}/api/inbound/postmark`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: postmarkAuthorization(POSTMARK_CREDENTIALS) },
          body: JSON.stringify(post),
        });
        if (response.status !== 200) throw new Error(`the Postmark webhook answered ${response.status}`);
      }
    }),
  );
  const hookStoredSeconds = (performance.now() - hookStarted) / 1000;
  console.log(
    `webhook stored:   ${MESSAGES} messages in ${hookStoredSeconds.toFixed(1)} s = ${(MESSAGES / hookStoredSeconds).toFixed(1)} messages/s`,
  );
  while ((await answeredCount(subscriber.token, hookPrefix)) < MESSAGES) await sleep(250);
  const hookAnsweredSeconds = (performance.now() - hookStarted) / 1000;
  console.log(
    `webhook answered: ${MESSAGES} messages in ${hookAnsweredSeconds.toFixed(1)} s = ${(MESSAGES / hookAnsweredSeconds).toFixed(1)} messages/s`,
  );

  const single = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort, ignoreTLS: true });
  // Built (and base64-encoded) before sampling starts, so the bench's own thread is free to time the health checks.
  const large = async (bytes, subject) => {
    const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: subscriber.email,
      to: subscriber.address,
      subject,
      text: "A large message.",
      attachments: [
        { filename: "large.bin", content: LARGE_CONTENT === "random" ? randomBytes(bytes) : Buffer.alloc(bytes, 97) },
      ],
    });
    return { subject, envelope: { from: subscriber.email, to: [subscriber.address] }, raw: built.message };
  };
  // Base64 grows an attachment by a third: these sizes land just under and well over the limit once encoded.
  // The refused one first, so its figure is not the stored one's aftermath.
  const over = await sendSampled(
    single,
    await large(Math.floor(LIMIT_BYTES * 0.9), "Over the limit"),
    subscriber.token,
  );
  describe("30 MB message", over);
  const under = await sendSampled(
    single,
    await large(Math.floor(LIMIT_BYTES * 0.72), "Just under the limit"),
    subscriber.token,
  );
  describe(`24 MB message (${LARGE_CONTENT} bytes)`, under);
  single.close();

  await writeResults(resultsFile, {
    loadBefore,
    loadAfter: os.loadavg(),
    messages: MESSAGES,
    connections: CONNECTIONS,
    storedPerSecond: Number((MESSAGES / storedSeconds).toFixed(2)),
    answeredPerSecond: Number((MESSAGES / answeredSeconds).toFixed(2)),
    webhookStoredPerSecond: Number((MESSAGES / hookStoredSeconds).toFixed(2)),
    webhookAnsweredPerSecond: Number((MESSAGES / hookAnsweredSeconds).toFixed(2)),
    largeContent: LARGE_CONTENT,
    underLimit: under,
    overLimit: over,
  });
} finally {
  await bench.stop();
}
