import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { AnalyticsDay } from 'contract';

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 40 };

const SERIES = [
  { key: 'views', label: 'Views', className: 'analytics-line analytics-line--views' },
  { key: 'visitors', label: 'Unique visitors', className: 'analytics-line analytics-line--visitors' },
] as const;

const shortDay = (day: string) => new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * Views and unique visitors per day as an SVG line chart (visx), scaled by the viewBox to any
 * width. Screen readers get the chart's title and a summary; the figures are in the tiles beside it.
 */
export default function DailyChart({ days }: { days: AnalyticsDay[] }) {
  const x = scalePoint({ domain: days.map((d) => d.day), range: [0, WIDTH - MARGIN.left - MARGIN.right] });
  const top = Math.max(4, ...days.map((d) => d.views));
  const y = scaleLinear({ domain: [0, top], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true });
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best), days[0]);
  const tickEvery = Math.ceil(days.length / 7);
  const summary = `${days.length} days from ${shortDay(days[0].day)} to ${shortDay(days[days.length - 1].day)}. Busiest day ${shortDay(busiest.day)} with ${busiest.views} views and ${busiest.visitors} unique visitors.`;

  return (
    <figure className="analytics-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="analytics-chart-title" aria-describedby="analytics-chart-desc">
        <title id="analytics-chart-title">Daily views and unique visitors</title>
        <desc id="analytics-chart-desc">{summary}</desc>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} numTicks={4} tickFormat={(v) => String(v)} />
          <AxisBottom
            top={HEIGHT - MARGIN.top - MARGIN.bottom}
            scale={x}
            tickValues={days.filter((_, i) => i % tickEvery === 0).map((d) => d.day)}
            tickFormat={(day) => shortDay(String(day))}
          />
          {SERIES.map((series) => (
            <LinePath key={series.key} data={days} x={(d) => x(d.day) ?? 0} y={(d) => y(d[series.key])} className={series.className} />
          ))}
        </Group>
      </svg>
      <figcaption className="analytics-legend">
        {SERIES.map((series) => (
          <span key={series.key} className={`${series.className}-key`}>
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
