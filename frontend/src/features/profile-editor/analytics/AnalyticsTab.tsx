import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api-client';
import type { AnalyticsTotals } from 'contract';
import { useAnalytics } from '../api/get-analytics';

// The chart library is loaded only when a Premium owner opens this tab, so it never weighs on the editor.
const DailyChart = lazy(() => import('./DailyChart'));

const PERIODS = [7, 30, 90] as const;
const TAPS = [
  { key: 'calls', label: 'Calls' },
  { key: 'sms', label: 'SMS' },
  { key: 'emails', label: 'Emails' },
  { key: 'websites', label: 'Website visits' },
] as const;

const rateText = (rate: number | null) => (rate === null ? '–' : `${rate}`);

function change(now: number, before: number, days: number): string {
  if (before === 0) return `none in the previous ${days} days`;
  const percent = Math.round(((now - before) * 100) / before);
  return `${percent > 0 ? '+' : ''}${percent}% vs previous ${days} days`;
}

function Tile({ label, value, previous }: { label: string; value: string | number; previous?: string }) {
  return (
    <li className="analytics-tile">
      <span>{label}</span>
      <strong>{value}</strong>
      {previous && <small>{previous}</small>}
    </li>
  );
}

function Totals({ totals, previous, days }: { totals: AnalyticsTotals; previous?: AnalyticsTotals; days?: number }) {
  const vs = (now: number, before: number) => (previous && days ? change(now, before, days) : undefined);
  return (
    <ul className="analytics-tiles" aria-label="Totals">
      <Tile label="Views" value={totals.views} previous={previous && vs(totals.views, previous.views)} />
      <Tile label="Unique visitors" value={totals.visitors} previous={previous && vs(totals.visitors, previous.visitors)} />
      <Tile label="Contact taps" value={totals.contact_taps} previous={previous && vs(totals.contact_taps, previous.contact_taps)} />
      <Tile
        label="Contact rate (taps per 100 visitors)"
        value={rateText(totals.contact_rate)}
        previous={previous && `previous ${days} days: ${rateText(previous.contact_rate)}`}
      />
    </ul>
  );
}

function TapsByType({ totals }: { totals: AnalyticsTotals }) {
  return (
    <table className="analytics-taps">
      <caption>Contact taps by type</caption>
      <tbody>
        {TAPS.map((tap) => (
          <tr key={tap.key}>
            <th scope="row">{tap.label}</th>
            <td>{totals[tap.key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The editor's Analytics tab: what the owner's plan includes (Premium: periods and a chart; Basic: this month; Free: an invitation). */
export function AnalyticsTab() {
  const [days, setDays] = useState<number>(30);
  const analytics = useAnalytics(days);
  if (analytics.isPending) return <Spinner />;
  if (analytics.isError) return <p role="alert">{errorMessage(analytics.error, 'Failed to load your analytics. Please try again.')}</p>;
  const data = analytics.data;

  if (data.tier === 'free') {
    return (
      <div className="analytics-free">
        <p>See how many people view your profile and how many tap to call, text, email or visit your website. Analytics come with the Basic and Premium plans.</p>
        <Link className="btn btn-primary" to="/pricing">
          Upgrade to see your analytics
        </Link>
      </div>
    );
  }
  if (data.tier === 'basic') {
    return (
      <div className="analytics">
        <h3>This month</h3>
        <Totals totals={data.totals} />
        <TapsByType totals={data.totals} />
        <p className="analytics-note">
          Premium adds daily charts for the last 7, 30 or 90 days and comparisons with the period before. <Link to="/pricing">See plans</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="analytics">
      <div className="analytics-periods" role="group" aria-label="Period">
        {PERIODS.map((period) => (
          <button key={period} type="button" className={period === days ? 'btn btn-sm btn-primary' : 'btn btn-sm btn-outline'} aria-pressed={period === days} onClick={() => setDays(period)}>
            Last {period} days
          </button>
        ))}
      </div>
      <Totals totals={data.totals} previous={data.previous} days={data.days} />
      <Suspense fallback={<Spinner />}>
        <DailyChart days={data.daily} />
      </Suspense>
      <TapsByType totals={data.totals} />
      <p className="analytics-note">Counted without cookies or stored addresses: your own visits, staff and search engines are left out, and a visitor repeating a view or tap within 30 minutes counts once.</p>
    </div>
  );
}
