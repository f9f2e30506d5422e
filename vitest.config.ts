import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { iconSprite, iconSpriteDefine } from './scripts/lib/icon-sprite.ts';

export default defineConfig({
  define: iconSpriteDefine(iconSprite()),
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
