import { activityLabel } from '../lib/activity';
import { useNow } from '../lib/use-now';

/** Green 'Online' within 15 minutes, '... ago' after 2 hours, nothing in between. */
export function ActivityLabel({ lastActiveAt }: { lastActiveAt: string | null }) {
  const now = useNow();
  const label = activityLabel(lastActiveAt, now);
  if (label.kind === 'none') return null;
  if (label.kind === 'online') {
    return (
      <span className="activity activity-online">
        <span className="activity-dot" aria-hidden="true" />
        Online
      </span>
    );
  }
  return <span className="activity">{label.text}</span>;
}
