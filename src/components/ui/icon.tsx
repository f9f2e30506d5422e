import type * as React from 'react';
import type { IconName } from './icon-set';

/**
 * A lucide icon drawn from the build's sprite (scripts/lib/icon-sprite.ts): a page carries a short
 * reference per icon and the paths come once, in a cached file, after the first paint. Stroke and
 * fill are set here, not in the sprite, so classes such as `fill-current` still reach the paths.
 */
export function Icon({ name, ...props }: { name: IconName } & Omit<React.ComponentProps<'svg'>, 'children'>) {
  return (
    <svg
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <use href={`${__ICON_SPRITE_URL__}#${name}`} />
    </svg>
  );
}
