// Working the leads (assignment, next steps, the work form, demos ahead): what pages and other features call.
export { activeSalesAccounts, activeSalespeople } from './assignment.repository.ts';
export { inboxExtras } from './inbox-extras.ts';
export { handleLeadWork } from './lead-work.ts';
export { earlierLeadsOf } from './lead-work.repository.ts';
export { salesConfig } from './sales-config.ts';
export { takingLeadsPost } from './taking-leads-switch.ts';
export { upcomingDemos } from './upcoming-demos.ts';
