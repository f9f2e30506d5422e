import type { SessionDevice } from '../../lib/auth/session-device.ts';
import { settledAddress } from './client-address.ts';

/** The browser and client address of a request, as a session records them. */
export function requestDevice(request: Request, astroAddress: string): Required<SessionDevice> {
  return {
    userAgent: request.headers.get('user-agent') ?? '',
    address: settledAddress(request.headers, astroAddress),
  };
}
