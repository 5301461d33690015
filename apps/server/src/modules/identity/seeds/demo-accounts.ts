import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { createUser } from '../user.factory.ts';

/** Demo accounts with known passwords, for trying the site locally; never created on a server unless asked. */
export const DEMO_ACCOUNTS = [
  { role: 'worker', email: 'worker@demo.hushwork.local', password: 'demo-Worker-2026', name: 'Demo Candidate' },
  { role: 'company', email: 'employer@demo.hushwork.local', password: 'demo-Employer-2026', name: 'Demo Employer' },
  { role: 'admin', email: 'admin@demo.hushwork.local', password: 'demo-Admin-2026', name: 'Demo Admin' },
] as const;

export const demoAccountsSeed: DemoSeed = {
  name: 'demo-accounts',
  async run(db) {
    for (const account of DEMO_ACCOUNTS) await createUser(db, account);
    return DEMO_ACCOUNTS;
  },
};
