import Bowser from 'bowser';
import type { DeviceClass } from './visit-dimensions.ts';

/** Phone, tablet or desktop, as the user agent says (anything else, or nothing, is a desktop). */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return 'desktop';
  const type = Bowser.parse(userAgent.slice(0, 500)).platform.type;
  return type === 'mobile' ? 'phone' : type === 'tablet' ? 'tablet' : 'desktop';
}
