import { describe, expect, it } from 'vitest';
import { cgroupCpuLimit, cpuBudget, gcFlags } from './node-flags.mjs';

const files = (entries) => (path) => {
  if (path in entries) return entries[path];
  throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
};

describe('the CPUs the server may use', () => {
  it('reads a cgroup v2 quota, and no limit from "max"', () => {
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': '50000 100000\n' }))).toBe(0.5);
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': 'max 100000\n' }))).toBe(Number.POSITIVE_INFINITY);
  });

  it('falls back to a cgroup v1 quota, where -1 means none', () => {
    const v1 = { '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n' };
    expect(cgroupCpuLimit(files({ ...v1, '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '200000\n' }))).toBe(2);
    expect(cgroupCpuLimit(files({ ...v1, '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1\n' }))).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(cgroupCpuLimit(files({}))).toBe(Number.POSITIVE_INFINITY);
  });

  it('takes the smaller of the affinity and the quota', () => {
    expect(cpuBudget({ parallelism: 8, limit: 1 })).toBe(1);
    expect(cpuBudget({ parallelism: 1, limit: Number.POSITIVE_INFINITY })).toBe(1);
    expect(cpuBudget({ parallelism: 4, limit: 2.5 })).toBe(2.5);
  });
});

describe('garbage collection flags', () => {
  it('collects on the main thread when the server has one CPU or less, in parallel otherwise', () => {
    expect(gcFlags({}, 1)).toEqual(['--single-threaded-gc']);
    expect(gcFlags({}, 0.5)).toEqual(['--single-threaded-gc']);
    expect(gcFlags({}, 1.5)).toEqual([]);
  });

  it('lets SINGLE_THREADED_GC decide either way', () => {
    expect(gcFlags({ SINGLE_THREADED_GC: '1' }, 8)).toEqual(['--single-threaded-gc']);
    expect(gcFlags({ SINGLE_THREADED_GC: '0' }, 1)).toEqual([]);
  });
});
