// The audit log: what pages and other features call.
export { auditCsv } from './audit-export.ts';
export { parseAuditFilter } from './audit-filter.ts';
export { audit, auditExport } from './audit-log.ts';
export { auditLogPage } from './audit-log-page.ts';
