import { describe, expect, it } from 'vitest';
import { classifyAddress, refusedClassOf } from './public-address.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'reserved'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:c0a8:0101::1', 'private'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(classifyAddress(address)).toBeNull();
    },
  );
});

describe('refusedClassOf', () => {
  it('lets loopback through only when allowed, and nothing else private', () => {
    expect(refusedClassOf('127.0.0.1', { allowLoopback: false })).toBe('loopback');
    expect(refusedClassOf('127.0.0.1', { allowLoopback: true })).toBeNull();
    expect(refusedClassOf('::1', { allowLoopback: true })).toBeNull();
    expect(refusedClassOf('169.254.169.254', { allowLoopback: true })).toBe('link-local');
    expect(refusedClassOf('10.0.0.1', { allowLoopback: true })).toBe('private');
  });

  it('refuses text that is not an address', () => {
    expect(refusedClassOf('localhost', { allowLoopback: true })).toBe('reserved');
  });
});
