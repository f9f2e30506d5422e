import type { SessionDevice } from '../auth/auth.service.ts';
import { requestPolicy } from '../request-policy.ts';
import { clientAddress } from './client-address.ts';

/** The browser and client address of a request, as a session records them. */
export function requestDevice(request: Request, socketAddress: string): Required<SessionDevice> {
  return {
    userAgent: request.headers.get('user-agent') ?? '',
    address: clientAddress(request.headers, socketAddress, requestPolicy.trustedProxies),
  };
}
