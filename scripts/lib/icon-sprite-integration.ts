import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { iconSprite, iconSpriteDefine } from './icon-sprite.ts';

/**
 * Builds the icon sprite, tells the pages its URL, serves it in development and writes it into the
 * client build (before `precompress()`, which then compresses it with the rest).
 */
export function iconSpriteFile(): AstroIntegration {
  const sprite = iconSprite();
  return {
    name: 'icon-sprite',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            define: iconSpriteDefine(sprite),
            plugins: [
              {
                name: 'icon-sprite-dev',
                configureServer(server) {
                  server.middlewares.use(sprite.url, (_req, res) => {
                    res.setHeader('Content-Type', 'image/svg+xml');
                    res.end(sprite.svg);
                  });
                },
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir }) => {
        writeFileSync(fileURLToPath(new URL(sprite.url.slice(1), dir)), sprite.svg);
      },
    },
  };
}
