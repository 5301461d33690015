import { describe, expect, it } from 'vitest';
import type { FavoriteTarget } from './favorite-targets.ts';
import { defineModule, type ModuleDefinition, type ModulePorts } from './module.ts';
import { buildRegistry, type Registry } from './registry.ts';

const target = (): FavoriteTarget => ({
  exists: async (_db, ids) => new Set(ids),
  present: async () => new Map(),
});
/** A module providing ports of this test's own (one with a single provider, `testList` a list every provider adds to). */
const providing = (name: string, ports: Record<string, unknown>, rest: Partial<ModuleDefinition> = {}) =>
  defineModule({ name, provides: ports as Partial<ModulePorts>, ...rest });
const portsOf = (registry: Registry) => registry.ports as Record<string, unknown>;

describe('buildRegistry', () => {
  it('collects what the listed modules declare, in their order, and nothing of modules not listed', () => {
    const vacancy = target();
    const first = providing('first', { testList: ['a'] }, { favoriteTargets: { vacancy } });
    const second = providing('second', { testSingle: { answer: 42 }, testList: ['b', 'c'] });
    const unlisted = defineModule({ name: 'unlisted', favoriteTargets: { company: target() } });

    const registry = buildRegistry([first, second]);
    expect(registry.favoriteTargets.get('vacancy')).toBe(vacancy);
    expect(registry.favoriteTargets.get('company')).toBeUndefined();
    expect(portsOf(registry).testSingle).toEqual({ answer: 42 });
    expect(portsOf(registry).testList).toEqual(['a', 'b', 'c']);
    expect(registry.modules).toEqual([first, second]);
    expect(unlisted.name).toBe('unlisted');
  });

  it('leaves a port nobody provides absent', () => {
    expect(portsOf(buildRegistry([defineModule({ name: 'alone' })]))).toEqual({});
  });

  it('refuses at build time what two modules claim: a single port, a favorite type, a mail kind, a name', () => {
    const single = (name: string) => providing(name, { testSingle: { answer: 1 } });
    expect(() => buildRegistry([single('one'), single('two')])).toThrow(/testSingle is provided by two modules: one/);
    const favorite = (name: string) => defineModule({ name, favoriteTargets: { candidate: target() } });
    expect(() => buildRegistry([favorite('one'), favorite('two')])).toThrow(/candidate is declared by two modules/);
    const mail = (name: string) => defineModule({ name, mails: { password_changed: () => [] } });
    expect(() => buildRegistry([mail('one'), mail('two')])).toThrow(/password_changed is declared by two modules/);
    expect(() => buildRegistry([single('one'), single('one')])).toThrow(/module one is listed twice/);
  });

  it('is frozen, and so is each manifest', () => {
    const module = providing('frozen', { testList: ['a'] });
    const registry = buildRegistry([module]);
    expect(Object.isFrozen(registry)).toBe(true);
    expect(Object.isFrozen(registry.ports)).toBe(true);
    expect(Object.isFrozen(portsOf(registry).testList)).toBe(true);
    expect(Object.isFrozen(module)).toBe(true);
    expect(Object.isFrozen(module.provides)).toBe(true);
  });
});
