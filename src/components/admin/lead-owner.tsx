import { Button } from '@/components/ui/button';
import { controlClass as control, fieldClass } from './admin-form';

/** A salesperson a lead can be given to. */
export interface SalesPerson {
  id: string;
  label: string;
}

/**
 * Who works the lead, and 'Giao cho' for whoever may change it: the owner role always, a
 * salesperson for their own lead or one nobody has (src/server/sales/lead-owner.ts decides).
 */
export function LeadOwner({
  action,
  ownerId,
  people,
  canReassign,
}: {
  action: string;
  ownerId: string | null;
  people: SalesPerson[];
  canReassign: boolean;
}) {
  const current =
    people.find((person) => person.id === ownerId)?.label ?? (ownerId ? 'Tài khoản đã nghỉ' : 'Chưa giao');
  return (
    <section aria-labelledby="lead-owner" className="grid gap-3">
      <h2 id="lead-owner" className="text-lg font-bold">
        Người phụ trách: <span className="font-normal">{current}</span>
      </h2>
      {canReassign && (
        <form method="post" action={action} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="action" value="owner" />
          <label className={`${fieldClass} min-w-0`}>
            Giao cho
            <select name="owner" defaultValue={ownerId ?? ''} className={`${control} w-full min-w-0`}>
              <option value="">Chưa giao</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.label}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            Giao khách
          </Button>
        </form>
      )}
    </section>
  );
}
