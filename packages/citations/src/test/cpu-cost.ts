declare const process: { cpuUsage(since?: CpuUsage): CpuUsage };
interface CpuUsage {
  user: number;
  system: number;
}

/** The least CPU time of three runs, in microseconds: the runs a busy machine disturbed least. */
export function cpuCost(work: () => void): number {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    least = Math.min(least, used.user + used.system);
  }
  return least;
}
