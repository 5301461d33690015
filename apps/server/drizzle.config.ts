import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module keeps its tables beside its code; drizzle-kit reads them all, so no central schema list exists.
  schema: ['./src/modules/**/*.schema.ts', './src/platform/**/*.schema.ts', './src/db/**/*.schema.ts'],
  out: './src/db/migrations',
  casing: 'snake_case',
});
