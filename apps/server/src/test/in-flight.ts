/**
 * Sends `probe` again and again while `attack` is in flight and counts the answers that arrived before the attack
 * settled: proof that the server kept serving, by order of events rather than by a timer.
 */
export async function answeredDuring<T>(attack: Promise<T>, probe: () => Promise<unknown>) {
  let isSettled = false;
  const settled = attack.finally(() => {
    isSettled = true;
  });
  let probesAnswered = 0;
  while (!isSettled) {
    // An injected request can finish in microtasks alone: give the attack's I/O its turn between probes.
    await new Promise((resolve) => setImmediate(resolve));
    await probe();
    if (!isSettled) probesAnswered += 1;
  }
  return { result: await settled, probesAnswered };
}
