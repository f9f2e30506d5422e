import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarGroupHorizontal } from '@visx/shape';
import { formatCount } from '@/lib/format';
import { axisLook, BottomTick, chartFontSize, ChartSvg, chartWidth, seriesColor } from './chart-parts';

/** One row of a bar chart: its label (one line, or several) and a value per series (null: nothing to show). */
export interface BarRow {
  label: string | string[];
  values: Array<number | null>;
}

const margin = { top: 4, right: 64, bottom: 24, left: 8 };
const innerWidth = chartWidth - margin.left - margin.right;
const lineHeight = 16;
const barHeight = 12;
const rowGap = 10;
// About what 12-unit text fits across the chart's 312 units of label line.
const longestLabel = 42;

const clipped = (text: string) => (text.length > longestLabel ? `${text.slice(0, longestLabel - 1)}…` : text);
const labelLines = (row: BarRow) => (typeof row.label === 'string' ? [row.label] : row.label);

/**
 * Horizontal bars, one group per row and one bar per series, each bar with its value at its end;
 * rows are as tall as their bars need, so the chart grows with the number of rows.
 */
export function BarChart({
  rows,
  series,
  label,
  format = String,
}: {
  rows: BarRow[];
  series: string[];
  label: string;
  format?: (value: number) => string;
}) {
  const keys = series.map((_, index) => index);
  // Labels go above their bars, so a long name has the chart's whole width on a phone.
  const labelHeight = Math.max(1, ...rows.map((row) => labelLines(row).length)) * lineHeight + 2;
  const rowHeight = labelHeight + series.length * (barHeight + 2) + rowGap;
  const innerHeight = rows.length * rowHeight;
  const data = rows.map((row, index) => ({
    row: index,
    ...Object.fromEntries(keys.map((key) => [key, row.values[key] ?? 0])),
  }));
  const xScale = scaleLinear<number>({
    domain: [0, Math.max(1, ...rows.flatMap((row) => row.values.map((value) => value ?? 0)))],
    range: [0, innerWidth],
    nice: true,
    round: true,
  });
  const y0Scale = scaleBand<number>({ domain: rows.map((_, index) => index), range: [0, innerHeight], round: true });
  const y1Scale = scaleBand<number>({
    domain: keys,
    range: [labelHeight, rowHeight - rowGap],
    padding: 0.1,
    round: true,
  });
  return (
    <ChartSvg label={label} height={innerHeight + margin.top + margin.bottom}>
      <Group left={margin.left} top={margin.top}>
        <BarGroupHorizontal
          data={data}
          keys={keys}
          width={innerWidth}
          y0={(datum) => datum.row}
          y0Scale={y0Scale}
          y1Scale={y1Scale}
          xScale={xScale}
          color={() => 'currentColor'}
        >
          {(groups) =>
            groups.map((group) => (
              <Group key={group.index} top={Math.round(group.y0)}>
                <text fontSize={chartFontSize} className="fill-foreground">
                  {labelLines(rows[group.index]!).map((line, index) => (
                    <tspan key={index} x={0} y={chartFontSize + index * lineHeight}>
                      {clipped(line)}
                    </tspan>
                  ))}
                </text>
                {group.bars.map((bar) => {
                  const value = rows[group.index]!.values[bar.index];
                  return (
                    <g key={bar.index}>
                      <rect
                        x={0}
                        y={Math.round(bar.y)}
                        width={Math.round(bar.width)}
                        height={Math.round(bar.height)}
                        className={seriesColor(bar.index).fill}
                      />
                      <text
                        x={Math.round(bar.width + 4)}
                        y={Math.round(bar.y + bar.height / 2)}
                        dy="0.32em"
                        fontSize={chartFontSize}
                        className="fill-foreground"
                      >
                        {value === null || value === undefined ? '—' : format(value)}
                      </text>
                    </g>
                  );
                })}
              </Group>
            ))
          }
        </BarGroupHorizontal>
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          tickValues={xScale.ticks(4).filter(Number.isInteger)}
          tickFormat={(value) => formatCount(Number(value))}
          {...axisLook}
          tickComponent={BottomTick}
        />
      </Group>
    </ChartSvg>
  );
}
