import { formatDateTime } from '@/lib/format';
import { countByPlace, type PersonRecord } from '@/lib/personal-data/person-records';
import { fieldLabel } from '@/lib/personal-data/record-fields';

/** One record: where and when, then its fields, folded so a phone shows the list first. */
function RecordItem({ record }: { record: PersonRecord }) {
  const fields = Object.entries(record.fields);
  return (
    <li className="min-w-0 rounded-lg border border-border">
      <details>
        <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2">
          <span className="min-w-0 break-words">{`${formatDateTime(record.at)} · ${fields.length} trường`}</span>
        </summary>
        <dl className="grid gap-2 border-t border-border p-3 text-sm">
          {fields.map(([name, value]) => (
            <div key={name} className="grid min-w-0 gap-0.5">
              <dt className="font-bold">{fieldLabel(name)}</dt>
              <dd className="min-w-0 break-words whitespace-pre-wrap">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </li>
  );
}

/** What was found about a person, place by place with how many, each record opened on demand. */
export function PersonRecordsList({ records }: { records: readonly PersonRecord[] }) {
  return (
    <div className="grid gap-4">
      {countByPlace(records).map(({ place, label, count }) => (
        <section key={place} aria-labelledby={`noi-luu-${place}`} className="grid gap-2">
          <h3 id={`noi-luu-${place}`} className="font-bold">
            {`${label} (${count})`}
          </h3>
          <ul className="grid gap-2">
            {records
              .filter((record) => record.place === place)
              .map((record) => (
                <RecordItem key={`${record.place}-${record.id}`} record={record} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
