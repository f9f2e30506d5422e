import type { Lead } from '../leads/lead.ts';
import type { DemoMeeting } from './meeting.ts';

/** A booked demo with its lead, as 'Hôm nay' and 'Của tôi' list it. */
export interface ScheduledDemo {
  meeting: DemoMeeting;
  lead: Lead;
}

/** Whether a demo is still work: booked, not cancelled nor marked. */
export const isDemoWork = (meeting: Pick<DemoMeeting, 'status'>) => meeting.status === 'booked';

/** Who holds a demo booked while nobody took leads, wherever it is named. */
export const teamHost = 'Cả đội (chưa giao)';
