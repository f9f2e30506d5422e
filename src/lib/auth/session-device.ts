/** The browser a session is opened from, shown to the member among their sessions. */
export interface SessionDevice {
  userAgent?: string | undefined;
  address: string;
}
