import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { otpauthUriOf } from '../second-factor/lib/totp.ts';
import { createUser } from '../user.factory.ts';
import { DEMO_ADMIN_TOTP_SECRET } from './demo-second-factor.ts';

/** Demo accounts with known passwords, for trying the site locally; never created on a server unless asked. */
export const DEMO_ACCOUNTS = [
  { role: 'worker', email: 'worker@demo.hushwork.local', password: 'demo-Worker-2026', name: 'Demo Candidate' },
  { role: 'company', email: 'employer@demo.hushwork.local', password: 'demo-Employer-2026', name: 'Demo Employer' },
  {
    role: 'admin',
    email: 'admin@demo.hushwork.local',
    password: 'demo-Admin-2026',
    name: 'Demo Admin',
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  },
] as const;

export const demoAccountsSeed: DemoSeed = {
  name: 'demo-accounts',
  async run(db) {
    for (const account of DEMO_ACCOUNTS) await createUser(db, account);
    // The demo admin is enrolled already: the start prints its secret for a local user's authenticator.
    return DEMO_ACCOUNTS.map((account) =>
      'totpSecret' in account
        ? {
            ...account,
            totp: { secret: account.totpSecret, otpauth_uri: otpauthUriOf(account.totpSecret, account.email) },
          }
        : account,
    );
  },
};
