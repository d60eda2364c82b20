import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./ModerationList'), 'ModerationList'), options: { label: 'Moderation' } };

/** The verification queue says how long a request has waited as this queue does. */
export { formatAge } from './age';
