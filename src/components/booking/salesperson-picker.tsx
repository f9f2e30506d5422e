import { EmptyList } from '@/components/admin/empty-list';

/** The owner's choice of whose demo hours to open on /admin/lich-hen. */
export function SalespersonPicker({ people }: { people: Array<{ id: string; name: string; email: string }> }) {
  if (!people.length) return <EmptyList>Chưa có nhân viên kinh doanh nào. Mời nhân viên ở trang Nhân viên.</EmptyList>;
  return (
    <section aria-labelledby="picker-heading" className="grid gap-3">
      <h2 id="picker-heading" className="text-xl font-bold">
        Chọn nhân viên kinh doanh
      </h2>
      <ul className="grid gap-2">
        {people.map((person) => (
          <li key={person.id}>
            <a
              href={`/admin/lich-hen?nv=${encodeURIComponent(person.id)}`}
              className="grid min-h-11 rounded-lg border border-border p-3 hover:bg-muted"
            >
              <span className="font-bold break-words">{person.name || person.email}</span>
              <span className="text-sm break-all text-muted-foreground">{person.email}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
