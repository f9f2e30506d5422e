import type { Kysely } from 'kysely';
import { auditActions, isAuditAction } from '../../lib/audit/audit-actions.ts';
import { deviceLabel } from '../../lib/auth/device-label.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { AuditEventRow, Database } from '../db/database.ts';
import { csvStream, type CsvColumn } from '../../lib/csv.ts';
import type { AuditFilter } from './audit-filter.ts';
import { allAuditEvents } from './audit.repository.ts';

const columns: CsvColumn<AuditEventRow>[] = [
  { heading: 'Thời gian', value: (row) => formatDateTime(row.at) },
  { heading: 'Người thực hiện', value: (row) => row.actor_email ?? 'Dòng lệnh' },
  { heading: 'Hành động', value: (row) => (isAuditAction(row.action) ? auditActions[row.action] : row.action) },
  { heading: 'Đối tượng', value: (row) => row.subject },
  { heading: 'Chi tiết', value: (row) => row.detail },
  { heading: 'Địa chỉ IP', value: (row) => row.address },
  { heading: 'Thiết bị', value: (row) => (row.user_agent ? deviceLabel(row.user_agent) : '') },
  { heading: 'Thời gian (UTC)', value: (row) => row.at },
];

/** The lines of `filter` as a CSV download, streamed a chunk at a time. */
export function auditCsv(db: Kysely<Database>, filter: AuditFilter): ReadableStream<Uint8Array> {
  return csvStream(columns, allAuditEvents(db, filter));
}
