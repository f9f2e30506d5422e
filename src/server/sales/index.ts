// Working the leads (assignment, next steps, the work form, demos ahead): what pages and other features call.
export {
  activeSalesAccounts,
  activeSalespeople,
  lockLastPick,
  ownerOfEarlierLead,
  setLastPick,
} from './assignment.repository.ts';
export { assignOwner, nextInTurn } from './assignment.ts';
export { dashboardCsv } from './dashboard-export.ts';
export { loadDashboard } from './dashboard.ts';
export { inboxExtras } from './inbox-extras.ts';
export { reassignLead } from './lead-owner.ts';
export { handleLeadWork } from './lead-work.ts';
export {
  earlierLeadsOf,
  insertLeadEvent,
  markFirstResponse,
  setLeadOwner,
  setNextStep,
} from './lead-work.repository.ts';
export { readNextStep, recordNextStep } from './next-step.ts';
export { salesConfig } from './sales-config.ts';
export { takingLeadsPost } from './taking-leads-switch.ts';
export { todaysCount, todaysWork } from './today.ts';
export { upcomingDemos } from './upcoming-demos.ts';
