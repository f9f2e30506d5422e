import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds `client:openers` (scripts/lib/openers-directive.ts). */
export function openersDirective(): AstroIntegration {
  return {
    name: 'openers-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'openers',
          entrypoint: fileURLToPath(new URL('./openers-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
