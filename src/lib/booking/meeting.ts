// What a booked demo is, as pages and components see it (the server's rows are this shape).

export const meetingModes = ['online', 'onsite'] as const;
/** Online (the salesperson's meeting link) or at the visitor's hotel (their address). */
export type MeetingMode = (typeof meetingModes)[number];

export const meetingStatuses = ['booked', 'cancelled', 'held', 'no_show'] as const;
/** Booked (ahead, or past and not yet marked), cancelled by the visitor, then held or no-show. */
export type MeetingStatus = (typeof meetingStatuses)[number];

export const meetingModeLabels: Record<MeetingMode, string> = {
  online: 'Trực tuyến',
  onsite: 'Tại khách sạn',
};

export const meetingStatusLabels: Record<MeetingStatus, string> = {
  booked: 'Đã đặt lịch',
  // The visitor (from their e-mail) or the salesperson (from the lead's page) may cancel.
  cancelled: 'Đã hủy lịch',
  held: 'Đã demo',
  no_show: 'Khách không đến',
};

/** A demo meeting attached to a lead. */
export interface DemoMeeting {
  id: string;
  contact_id: string;
  /** The salesperson, or null when it went to the team unassigned (nobody took leads). */
  staff_id: string | null;
  /** ISO-8601 UTC. */
  starts_at: string;
  ends_at: string;
  mode: MeetingMode;
  /** The hotel's address, for a demo at the hotel. */
  address: string | null;
  /** The salesperson's meeting link when it was booked (online demos). */
  meeting_link: string | null;
  status: MeetingStatus;
  /** Raised on every change: the calendar invitation's SEQUENCE. */
  sequence: number;
  created_at: string;
  updated_at: string;
}
