// Demo booking: the visitor's pages, the staff's hours and days off, demos on a lead's page.
export { availabilityPage } from './availability-page.ts';
export { bookingPage } from './booking-page.ts';
export { closedDaysPage } from './closed-days-page.ts';
export { invitationFile } from './invitation-file.ts';
export { cancelPage, reschedulePage } from './meeting-change-page.ts';
export { meetingPage } from './meeting-link-page.ts';
export { markMeetingOutcome } from './meeting-outcome.ts';
export { cancelDemosOnWithdrawal, demosToWithdraw, withdrawErasedDemos } from './erased-demos.ts';
export { meetingOfLead } from './meeting.repository.ts';
export { cancelMeetingByStaff } from './meeting-staff-cancel.ts';
export { freeDays, freeDaysNow } from './slot-facts.ts';
