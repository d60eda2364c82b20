import type { SiteAnalyticsDay } from 'contract';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Alert, Box, Card, CardContent, CircularProgress, Typography, useTheme } from '@mui/material';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { AdminDataProvider } from '../data-provider';
import { errorMessage } from '../error-message';

const DAYS = 30;
const WIDTH = 720;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 48 };

const shortDay = (day: string) => new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
type Counter = keyof Omit<SiteAnalyticsDay, 'day'>;

interface Series {
  key: Counter;
  label: string;
  color: string;
  dash?: string;
}

const sum = (days: SiteAnalyticsDay[], key: Counter) => days.reduce((total, day) => total + day[key], 0);

/** Views, visitors and taps per day as lines, with a title and a summary for screen readers and a legend with the totals. */
function Chart({ days, series, textColor }: { days: SiteAnalyticsDay[]; series: Series[]; textColor: string }) {
  const x = scalePoint({ domain: days.map((d) => d.day), range: [0, WIDTH - MARGIN.left - MARGIN.right] });
  const y = scaleLinear({ domain: [0, Math.max(4, ...days.map((d) => d.views))], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true });
  const summary = `${shortDay(days[0].day)} to ${shortDay(days[days.length - 1].day)}: ${sum(days, 'views')} views, ${sum(days, 'visitors')} unique visitors, ${sum(days, 'contact_taps')} contact taps.`;
  return (
    <>
      <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="site-activity-chart-title" aria-describedby="site-activity-chart-desc" sx={{ width: '100%', height: 'auto', overflow: 'visible' }}>
        <title id="site-activity-chart-title">Daily views, unique visitors and contact taps</title>
        <desc id="site-activity-chart-desc">{summary}</desc>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} numTicks={4} stroke={textColor} tickStroke={textColor} tickLabelProps={{ fill: textColor, fontSize: 11 }} />
          <AxisBottom
            top={HEIGHT - MARGIN.top - MARGIN.bottom}
            scale={x}
            tickValues={days.filter((_, i) => i % 5 === 0).map((d) => d.day)}
            tickFormat={(day) => shortDay(String(day))}
            stroke={textColor}
            tickStroke={textColor}
            tickLabelProps={{ fill: textColor, fontSize: 11 }}
          />
          {series.map((s) => (
            <LinePath key={s.key} data={days} x={(d) => x(d.day) ?? 0} y={(d) => y(d[s.key])} stroke={s.color} strokeWidth={2.5} strokeDasharray={s.dash} fill="none" />
          ))}
        </Group>
      </Box>
      <Typography variant="body2" component="p" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {series.map((s) => (
          <span key={s.key}>
            <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: 20, mr: 0.75, verticalAlign: 'middle', borderTop: `3px ${s.dash ? 'dashed' : 'solid'} ${s.color}` }} />
            {s.label}: {sum(days, s.key)}
          </span>
        ))}
      </Typography>
    </>
  );
}

/** The dashboard's site-wide views, unique visitors and contact taps per day over 30 days, as labelled SVG. */
export function SiteActivityChart() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const theme = useTheme();
  const { data, error, isPending } = useQuery({ queryKey: ['site-analytics', DAYS], queryFn: () => dataProvider.getSiteAnalytics(DAYS), retry: false });
  const series: Series[] = [
    { key: 'views', label: 'Views', color: theme.palette.primary.main },
    { key: 'visitors', label: 'Unique visitors', color: theme.palette.text.primary, dash: '6 4' },
    { key: 'contact_taps', label: 'Contact taps', color: theme.palette.success.main, dash: '2 3' },
  ];

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="site-activity-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="site-activity-title" gutterBottom>
          Profile activity, last {DAYS} days
        </Typography>
        {isPending && <CircularProgress aria-label="Loading" />}
        {error && <Alert severity="error">{errorMessage(error, (error as Error).message)}</Alert>}
        {data && <Chart days={data} series={series} textColor={theme.palette.text.secondary} />}
      </CardContent>
    </Card>
  );
}
