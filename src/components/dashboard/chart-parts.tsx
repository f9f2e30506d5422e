import type { TickRendererProps } from '@visx/axis';
import { cn } from '@/lib/cn';

/**
 * The width every chart is drawn at. The SVG is as wide as its box but never narrower than this
 * (`min-w-80`, 20rem = 320 px), so a chart unit is never less than a CSS pixel: a 360 px phone has
 * 326 px for it once the page and its section take 8 px each side.
 */
export const chartWidth = 320;
/** Text size in chart units, so at least 12 px on any screen (more where the chart is drawn wider). */
export const chartFontSize = 12;

/** Colours of a chart's series, in order: a fill for the SVG and a swatch for the legend. */
export const seriesColors = [
  { fill: 'fill-chart-1', swatch: 'bg-chart-1' },
  { fill: 'fill-chart-2', swatch: 'bg-chart-2' },
  { fill: 'fill-chart-3', swatch: 'bg-chart-3' },
  { fill: 'fill-chart-4', swatch: 'bg-chart-4' },
  { fill: 'fill-chart-5', swatch: 'bg-chart-5' },
  { fill: 'fill-chart-6', swatch: 'bg-chart-6' },
] as const;

/** The colour of series `index` (going round when there are more series than colours). */
export const seriesColor = (index: number) => seriesColors[index % seriesColors.length]!;

/** How every axis line and tick is drawn: in the text colour, ticks 4 units long. */
export const axisLook = { stroke: 'currentColor', tickStroke: 'currentColor', tickLength: 4 } as const;

// Tick labels are plain <text>: visx's own label wraps each in an <svg style="overflow:visible">,
// which the site's CSP (no 'unsafe-inline') refuses.

/** A label under a tick of a bottom axis. */
export function BottomTick({ x, y, formattedValue }: TickRendererProps) {
  return (
    <text
      x={Math.round(x ?? 0)}
      y={Math.round(y ?? 0)}
      fontSize={chartFontSize}
      textAnchor="middle"
      className="fill-current"
    >
      {formattedValue}
    </text>
  );
}

/** A label left of a tick of a left axis. */
export function LeftTick({ x, y, formattedValue }: TickRendererProps) {
  return (
    <text
      x={Math.round((x ?? 0) - 2)}
      y={Math.round(y ?? 0)}
      dy="0.32em"
      fontSize={chartFontSize}
      textAnchor="end"
      className="fill-current"
    >
      {formattedValue}
    </text>
  );
}

/**
 * An SVG chart drawn on the server: an image to assistive technology (its figures are in the table
 * beside it), as wide as its box and at least `chartWidth` CSS pixels.
 */
export function ChartSvg({
  label,
  height,
  className,
  children,
}: {
  label: string;
  height: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${chartWidth} ${Math.round(height)}`}
      className={cn('h-auto w-full min-w-80 text-muted-foreground', className)}
    >
      {children}
    </svg>
  );
}

/** A chart's series and their colours. */
export function ChartLegend({ series }: { series: string[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Chú giải">
      {series.map((name, index) => (
        <li key={name} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn('size-3 rounded-sm', seriesColor(index).swatch)} />
          {name}
        </li>
      ))}
    </ul>
  );
}
