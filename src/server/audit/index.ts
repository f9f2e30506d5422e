// The audit log: what pages and other features call.
export { audit, auditExport } from './audit-log.ts';
export { auditLogPage, type AuditLogView } from './audit-log-page.ts';
