import { cva, type VariantProps } from 'class-variance-authority';
import { formatCount } from '@/lib/format';
import type { Dashboard } from '@/lib/sales/dashboard';
import { changeLabel, conversionRate, notContactedLabel } from '@/lib/sales/dashboard-headline';
import { formatRate } from '@/lib/sales/dashboard-tables';

const figureValue = cva('text-2xl font-bold tabular-nums', {
  variants: {
    tone: {
      default: 'text-foreground',
      // Something waits on the team: the owner's eye should stop there.
      alert: 'text-destructive',
    },
  },
  defaultVariants: { tone: 'default' },
});

/** One headline figure: what it is, the figure, and a line or two saying what it is against. */
function HeadlineFigure({
  label,
  value,
  notes,
  tone,
}: { label: string; value: string; notes: Array<string | null> } & VariantProps<typeof figureValue>) {
  return (
    <div data-slot="headline-figure" className="grid content-start gap-1 rounded-xl border border-border px-3 py-2">
      <dt className="text-sm font-bold">{label}</dt>
      <dd data-slot="headline-value" className={figureValue({ tone })}>
        {value}
      </dd>
      {notes
        .filter((note) => note !== null)
        .map((note) => (
          <dd key={note} className="text-sm text-muted-foreground">
            {note}
          </dd>
        ))}
    </div>
  );
}

/**
 * The four figures an owner reads first, above the charts: leads against the period before, the
 * share won, the team's median first response in office minutes, and next steps overdue now.
 */
export function HeadlineFigures({ data }: { data: Dashboard }) {
  const overdue = data.overdue.reduce((sum, row) => sum + row.overdue, 0);
  const { median, notContacted } = data.teamResponses;
  const previousRate = conversionRate(data.previous.won, data.previous.total);
  return (
    <section aria-labelledby="so-lieu-chinh">
      <h2 id="so-lieu-chinh" className="sr-only">
        Số liệu chính
      </h2>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <HeadlineFigure
          label="Khách hàng tiềm năng"
          value={formatCount(data.total)}
          notes={[
            changeLabel(data.total, data.previous.total),
            data.previous.total ? `Kỳ trước: ${formatCount(data.previous.total)}` : null,
          ]}
        />
        <HeadlineFigure
          label="Tỷ lệ thành công"
          value={formatRate(conversionRate(data.won, data.total))}
          notes={[
            `${formatCount(data.won)} / ${formatCount(data.total)} khách hàng`,
            previousRate === null ? null : `Kỳ trước: ${formatRate(previousRate)}`,
          ]}
        />
        <HeadlineFigure
          label="Phản hồi đầu tiên (trung vị)"
          value={median === null ? '—' : `${formatCount(median)} phút`}
          notes={['tính theo giờ làm việc', notContactedLabel(notContacted)]}
        />
        <HeadlineFigure
          label="Bước tiếp theo quá hạn"
          value={formatCount(overdue)}
          tone={overdue ? 'alert' : 'default'}
          notes={['tính đến lúc xem trang']}
        />
      </dl>
    </section>
  );
}
