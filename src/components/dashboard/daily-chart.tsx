import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { leadForms, type LeadForm } from '@/lib/leads/lead-form-views';
import type { DailyCount } from '@/lib/sales/daily-leads';
import { axisLook, BottomTick, ChartSvg, chartWidth, LeftTick, seriesColor } from './chart-parts';

const height = 200;
const margin = { top: 8, right: 8, bottom: 24, left: 32 };
const innerWidth = chartWidth - margin.left - margin.right;
const innerHeight = height - margin.top - margin.bottom;

type DayRow = Record<LeadForm, number> & { day: string };

/** '05/11' of 'YYYY-MM-DD'. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Leads per Vietnam day, each day's bar stacked by the form they came from. */
export function DailyChart({ days, label }: { days: DailyCount[]; label: string }) {
  const rows: DayRow[] = days.map((day) => ({
    day: day.day,
    ...(Object.fromEntries(leadForms.map((form) => [form, day.bySource[form] ?? 0])) as Record<LeadForm, number>),
  }));
  const xScale = scaleBand<string>({
    domain: rows.map((row) => row.day),
    range: [0, innerWidth],
    padding: rows.length > 31 ? 0.1 : 0.25,
    round: true,
  });
  const yScale = scaleLinear<number>({
    domain: [0, Math.max(1, ...days.map((day) => day.total))],
    range: [innerHeight, 0],
    nice: true,
    round: true,
  });
  // Four dates under the axis, whatever the period's length: 'dd/mm' at 12 px needs about 36 of
  // the axis's 280 units, and a phone's reader wants to place a bar, not count days.
  const every = Math.ceil(rows.length / 4);
  const tickDays = rows.filter((_, index) => index % every === 0).map((row) => row.day);
  return (
    <ChartSvg label={label} height={height}>
      <Group left={margin.left} top={margin.top}>
        <BarStack<DayRow, LeadForm>
          data={rows}
          keys={[...leadForms]}
          x={(row) => row.day}
          xScale={xScale}
          yScale={yScale}
          color={() => 'currentColor'}
        >
          {(stacks) =>
            stacks.flatMap((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.index}-${bar.index}`}
                    x={Math.round(bar.x)}
                    y={Math.round(bar.y)}
                    width={Math.round(bar.width)}
                    height={Math.round(bar.height)}
                    className={seriesColor(stack.index).fill}
                  />
                )),
            )
          }
        </BarStack>
        <AxisLeft
          scale={yScale}
          tickValues={yScale.ticks(3).filter(Number.isInteger)}
          tickFormat={(value) => String(value)}
          {...axisLook}
          tickComponent={LeftTick}
        />
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          tickValues={tickDays}
          tickFormat={shortDay}
          {...axisLook}
          tickComponent={BottomTick}
        />
      </Group>
    </ChartSvg>
  );
}
