import type * as React from 'react';
import type { IconName } from './icon-set';

/**
 * A lucide icon, painted by the stylesheet (scripts/lib/icon-masks.ts): the page carries an empty
 * element, the shape comes once with the CSS every page loads. Sized 24 px unless a class says
 * otherwise (`size-4`, or a parent's `[&_svg]:size-4`); coloured by `currentColor`.
 */
export function Icon({
  name,
  className,
  ...props
}: { name: IconName } & Omit<React.ComponentProps<'svg'>, 'children'>) {
  return <svg className={`icon icon-${name}${className ? ` ${className}` : ''}`} aria-hidden="true" {...props} />;
}
