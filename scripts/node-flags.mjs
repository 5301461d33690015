// The Node flags `npm start` runs the server with, decided from the CPUs this process may use. Shared with the bench,
// so the bench measures the server as it runs.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const readText = (path) => readFileSync(path, 'utf8');

/** CPUs a cgroup quota allows (cgroup v2 `cpu.max`, else v1 CFS quota); Infinity when none is set or readable. */
export function cgroupCpuLimit(read = readText) {
  try {
    const [quota, period] = read('/sys/fs/cgroup/cpu.max').trim().split(/\s+/);
    if (quota !== 'max' && Number(quota) > 0 && Number(period) > 0) return Number(quota) / Number(period);
  } catch {}
  try {
    const quota = Number(read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us'));
    const period = Number(read('/sys/fs/cgroup/cpu/cpu.cfs_period_us'));
    if (quota > 0 && period > 0) return quota / period;
  } catch {}
  return Number.POSITIVE_INFINITY;
}

/** The CPUs the server may use: its affinity (taskset, cpuset), capped by a container's CPU quota. */
export function cpuBudget({ parallelism = availableParallelism(), limit = cgroupCpuLimit() } = {}) {
  return Math.min(parallelism, limit);
}

/**
 * With one CPU, V8's parallel and concurrent garbage collection only competes with the request thread for that CPU,
 * so the collector runs on the main thread (ADR 0012). SINGLE_THREADED_GC=1 forces it, =0 turns it off. Node refuses
 * the flag in NODE_OPTIONS, which is why it is passed on the command line.
 */
export function gcFlags(env = process.env, cpus = cpuBudget()) {
  if (env.SINGLE_THREADED_GC === '1') return ['--single-threaded-gc'];
  if (env.SINGLE_THREADED_GC === '0') return [];
  return cpus <= 1 ? ['--single-threaded-gc'] : [];
}
