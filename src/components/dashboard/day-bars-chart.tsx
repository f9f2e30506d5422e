import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { axisLook, BottomTick, ChartSvg, chartWidth, LeftTick, seriesColor } from './chart-parts';

const height = 200;
const margin = { top: 8, right: 8, bottom: 24, left: 40 };
const innerWidth = chartWidth - margin.left - margin.right;
const innerHeight = height - margin.top - margin.bottom;

/** '05/11' of 'YYYY-MM-DD'. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** One figure per Vietnam day as a bar (the unique visitors of each day). */
export function DayBarsChart({ days, label }: { days: Array<{ day: string; value: number }>; label: string }) {
  const xScale = scaleBand<string>({
    domain: days.map((row) => row.day),
    range: [0, innerWidth],
    padding: days.length > 31 ? 0.1 : 0.25,
    round: true,
  });
  const yScale = scaleLinear<number>({
    domain: [0, Math.max(1, ...days.map((row) => row.value))],
    range: [innerHeight, 0],
    nice: true,
    round: true,
  });
  // Four dates under the axis, as the leads' chart has.
  const every = Math.ceil(days.length / 4);
  const tickDays = days.filter((_, index) => index % every === 0).map((row) => row.day);
  return (
    <ChartSvg label={label} height={height}>
      <Group left={margin.left} top={margin.top}>
        {days
          .filter((row) => row.value > 0)
          .map((row) => (
            <rect
              key={row.day}
              x={xScale(row.day)}
              y={yScale(row.value)}
              width={xScale.bandwidth()}
              height={innerHeight - yScale(row.value)}
              className={seriesColor(0).fill}
            />
          ))}
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
