import type { AuditActor } from '../audit/audit-actor.ts';
import type { StaffRole } from '../auth/staff-roles.ts';

/** Who acts on a lead: their account, and their role (sales when not given). */
export type LeadWorker = AuditActor & { role?: StaffRole };
