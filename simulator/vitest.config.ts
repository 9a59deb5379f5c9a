import { defineConfig } from 'vitest/config';
import rootConfig from '../vitest.config.ts';

// Until the root vitest include lists simulator/**, `npx vitest run -c simulator/vitest.config.ts` runs these.
export default defineConfig(async (env) => {
  const config = await rootConfig(env);
  return { ...config, test: { ...config.test, include: ['simulator/**/*.test.{ts,tsx}'] } };
});
