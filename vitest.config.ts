import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    testTimeout: 30_000,
    // Hooks start servers, and a fresh data folder's first page waits for the first content import
    // (nine articles and three products rasterised, AVIF encoded): about 10 s on this 2-core machine.
    hookTimeout: 60_000,
  },
});
