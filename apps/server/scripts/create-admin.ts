// npm run admin:create -- --email admin@example.com --password '…' [--name 'Ada Admin']

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IDENTITY, zEmail, zPassword } from '@hushwork/contract';
import { loadConfig } from '../src/config.ts';
import { createUser } from '../src/modules/identity/user.factory.ts';
import { isCommonPassword } from '../src/platform/auth/secrets.ts';
import { openDatabase } from '../src/platform/db/database.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Administrator' },
  },
});
const email = zEmail.safeParse(values.email ?? '');
const password = zPassword.safeParse(values.password ?? '');
if (!email.success || !password.success || isCommonPassword(values.password ?? '')) {
  console.error(
    `Usage: npm run admin:create -- --email <e-mail> --password <${IDENTITY.passwordMin}–${IDENTITY.passwordMax} characters with letters and a digit, not a common one> [--name <name>]`,
  );
  process.exit(2);
}
const config = loadConfig();
const database = config.DATABASE_URL
  ? await openDatabase({ url: config.DATABASE_URL })
  : await openDatabase({ dataDir: resolve(config.DATA_DIR, 'db') });
await database.migrate();
const { user, isNew } = await createUser(database.db, {
  role: 'admin',
  email: email.data,
  password: values.password!,
  name: values.name!,
});
await database.close();
if (!isNew) {
  console.error(`A user with ${user.email} already exists (role ${user.role_id}); nothing changed.`);
  process.exit(1);
}
console.log(`Admin ${user.email} created.`);
