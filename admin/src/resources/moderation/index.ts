import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./ModerationList'), 'ModerationList'), options: { label: 'Moderation' } };
