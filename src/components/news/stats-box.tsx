const stats = [
  { label: 'Lượt xem', value: '15.2K' },
  { label: 'Độc giả', value: '8.7K' },
  { label: 'Đánh giá', value: '4.8/5' },
];

/** The news section's reach at a glance. */
export function StatsBox() {
  return (
    <section aria-labelledby="stats-heading" className="rounded-xl border border-border p-4">
      <h2 id="stats-heading" className="px-3 pb-2 font-bold">
        Thống kê
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="mt-1 text-lg font-bold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
