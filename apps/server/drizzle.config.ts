import { defineConfig } from 'drizzle-kit';

// drizzle-kit only reads the schema to generate SQL; the app applies ./drizzle itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
