import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The site's own hydration directives: `client:openers` and `client:interaction` (their files say when each hydrates). */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of ['openers', 'interaction']) {
          addClientDirective({
            name,
            entrypoint: fileURLToPath(new URL(`./${name}-directive.ts`, import.meta.url)),
          });
        }
      },
    },
  };
}
