// The docket tracker's benchmark: `npm run bench:dockets` (builds first). Starts the built server on a fresh embedded
// database with its SMTP listener on and its outgoing mail to an SMTP receiver here, signs an Admin up, adds a case
// they follow (every entry alerted), then sends court notices over SMTP and prints:
//   - a burst of BENCH_NOTICES notices (BENCH_CONNECTIONS at once): notices a second from the listener's receipt to
//     the entry stored with its alert queued (one transaction), and the time from each notice's receipt to its alert
//     reaching the receiver (median and p95);
//   - BENCH_IDLE_NOTICES notices one at a time, each after the last alert arrived: the same time on an idle server
//     (target: under 5 s);
//   - BENCH_WEBHOOKS CourtListener docket-alert events posted to its webhook one after another: the time to its answer
//     (CourtListener retries what is not answered within a second).
// The machine's load (/proc/loadavg) is printed beside the figures. Results go to bench-results/dockets.json.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { districtNoticeText, noticeSubject } from "../apps/server/src/test/court-notice-text.ts";
import { startSmtpReceiver } from "../apps/server/src/test/smtp-receiver.ts";
import { freePort } from "../e2e/scale/cluster.mjs";
import {
  confirmationKeyIn,
  positiveInt,
  quantile,
  repoRoot,
  signUpConfirmed,
  sleep,
  startBuiltServer,
  subscribeBasic,
  writeResults,
} from "./bench-kit.mjs";

const NOTICES = positiveInt("BENCH_NOTICES", 100);
const IDLE_NOTICES = positiveInt("BENCH_IDLE_NOTICES", 10);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 4);
const WEBHOOKS = positiveInt("BENCH_WEBHOOKS", 50);
const WEBHOOK_SECRET = "bench-courtlistener-webhook-secret-0123456789";
const resultsFile = path.join(repoRoot, "bench-results/dockets.json");
const CASE = { caseName: "Quillfeather Widgets, Inc. v. Borealis Tinware", caseNumber: "1:24-cv-07311-PKC" };
const loadavg = () => readFileSync("/proc/loadavg", "utf8").trim();

const receiver = await startSmtpReceiver();
const smtpPort = await freePort();
const loadBefore = os.loadavg();
console.log(`load before: ${loadavg()}`);
const bench = await startBuiltServer({
  INBOUND_SMTP_PORT: String(smtpPort),
  INBOUND_REQUIRE_AUTHENTICATED_SENDER: "false",
  INBOUND_COURT_SENDERS: "@nysd.uscourts.gov",
  INBOUND_REPLIES_PER_SENDER_PER_HOUR: String(NOTICES + IDLE_NOTICES + 10),
  SMTP_URL: receiver.url,
  COURTLISTENER_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
const { api } = bench;

/** The alert mailed for entry `number` of the bench's case, and when it arrived. */
const alertArrivals = () => {
  const arrivals = new Map();
  for (const mail of receiver.received) {
    const raw = mail.raw.replace(/=\r?\n/g, "");
    const entry = /Entry (\d+) in Quillfeather/.exec(raw)?.[1];
    if (entry && raw.includes("Subject: Docket:")) arrivals.set(Number(entry), mail.receivedAt);
  }
  return arrivals;
};

function notice(entryNumber) {
  const fields = { ...CASE, entryNumber, docketText: `ORDER number ${entryNumber}. Signed by Judge P. Kevin Castel.` };
  return {
    from: "cmecf_notices@nysd.uscourts.gov",
    subject: noticeSubject(fields),
    text: districtNoticeText(fields),
  };
}

async function entryCount(token, caseId) {
  return (await api("GET", `/api/cases/${caseId}`, { token })).json?.entryCount ?? 0;
}

try {
  const admin = await signUpConfirmed(api, {
    label: "dockets-bench",
    password: "Bench-Dockets-2024!x",
    async confirmationKeyOf(email) {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
        const mail = receiver.received.find((received) => received.to.includes(email));
        const key = mail && confirmationKeyIn(mail.raw.replace(/=\r?\n/g, ""));
        if (key) return key;
      }
      throw new Error("no confirmation mail");
    },
  });
  await subscribeBasic(api, admin);
  const { address } = (await api("GET", "/api/inbox", { token: admin.token })).json;
  const added = await api("POST", "/api/cases", {
    token: admin.token,
    body: { courtId: "nysd", docketNumber: CASE.caseNumber, caseName: CASE.caseName },
  });
  if (added.status !== 201) throw new Error(`adding the case answered ${added.status}: ${JSON.stringify(added.json)}`);
  const caseId = added.json.id;

  const receipts = new Map();
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    ignoreTLS: true,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: Number.POSITIVE_INFINITY,
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: NOTICES }, async (_, index) => {
      await transport.sendMail({ ...notice(index + 1), to: address });
      receipts.set(index + 1, Date.now());
    }),
  );
  const receivedSeconds = (performance.now() - started) / 1000;
  while ((await entryCount(admin.token, caseId)) < NOTICES) await sleep(50);
  const storedSeconds = (performance.now() - started) / 1000;
  for (const deadline = Date.now() + 300_000; alertArrivals().size < NOTICES && Date.now() < deadline; )
    await sleep(50);
  transport.close();
  const burstArrivals = alertArrivals();
  const burst = [...receipts].flatMap(([entry, at]) =>
    burstArrivals.has(entry) ? [(burstArrivals.get(entry) - at) / 1000] : [],
  );
  const loadAfterBurst = loadavg();

  const single = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort, ignoreTLS: true });
  const idle = [];
  for (let index = 0; index < IDLE_NOTICES; index++) {
    const entry = NOTICES + index + 1;
    await sleep(500);
    await single.sendMail({ ...notice(entry), to: address });
    const at = Date.now();
    for (const deadline = Date.now() + 60_000; !alertArrivals().has(entry) && Date.now() < deadline; ) await sleep(20);
    if (alertArrivals().has(entry)) idle.push((alertArrivals().get(entry) - at) / 1000);
  }
  single.close();

  const webhookMs = [];
  for (let index = 0; index < WEBHOOKS; index++) {
    const event = {
      webhook: { version: 2, event_type: 1, date_created: new Date().toISOString() },
      payload: {
        results: [{ docket: 4_000_000 + index, entry_number: 1, date_filed: "2024-03-04", description: "ORDER." }],
      },
    };
    const sent = performance.now();
    const answer = await fetch(`${bench.baseUrl}/api/inbound/courtlistener/${WEBHOOK_SECRET}`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `bench-${Date.now()}-${index}` },
      body: JSON.stringify(event),
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}`);
    webhookMs.push(performance.now() - sent);
  }
  const seconds = (values) => (values.length === 0 ? "n/a" : `${quantile(values, 0.5).toFixed(2)} s`);
  const p95 = (values) => (values.length === 0 ? "n/a" : `${quantile(values, 0.95).toFixed(2)} s`);

  console.log(`burst: ${NOTICES} notices over ${CONNECTIONS} SMTP connections`);
  console.log(`  received (listener's 250): ${(NOTICES / receivedSeconds).toFixed(1)} notices/s`);
  console.log(
    `  stored with alert queued:  ${NOTICES} in ${storedSeconds.toFixed(1)} s = ${(NOTICES / storedSeconds).toFixed(1)} notices/s`,
  );
  console.log(
    `  receipt → alert delivered: median ${seconds(burst)}, p95 ${p95(burst)} (${burst.length} of ${NOTICES} delivered)`,
  );
  console.log(`  load after the burst: ${loadAfterBurst}`);
  console.log(`idle: ${IDLE_NOTICES} notices one at a time`);
  console.log(
    `  receipt → alert delivered: median ${seconds(idle)}, p95 ${p95(idle)} (${idle.length} of ${IDLE_NOTICES}; target under 5 s)`,
  );
  console.log(
    `webhook: ${WEBHOOKS} events, answered in median ${quantile(webhookMs, 0.5).toFixed(0)} ms, p95 ${quantile(webhookMs, 0.95).toFixed(0)} ms`,
  );
  console.log(`load after: ${loadavg()}`);

  await writeResults(resultsFile, {
    loadBefore,
    loadAfter: os.loadavg(),
    notices: NOTICES,
    connections: CONNECTIONS,
    receivedPerSecond: Number((NOTICES / receivedSeconds).toFixed(2)),
    storedWithAlertQueuedPerSecond: Number((NOTICES / storedSeconds).toFixed(2)),
    burstAlertDeliveredSeconds: { median: quantile(burst, 0.5), p95: quantile(burst, 0.95), delivered: burst.length },
    idleAlertDeliveredSeconds: { median: quantile(idle, 0.5), p95: quantile(idle, 0.95), delivered: idle.length },
    webhookAnswerMs: { median: quantile(webhookMs, 0.5), p95: quantile(webhookMs, 0.95), events: WEBHOOKS },
  });
} finally {
  await bench.stop();
  await receiver.close();
}
