import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds `client:afterpaint` (scripts/lib/after-paint-directive.ts). */
export function afterPaintDirective(): AstroIntegration {
  return {
    name: 'after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterpaint',
          entrypoint: fileURLToPath(new URL('./after-paint-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
