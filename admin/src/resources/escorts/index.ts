import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./EscortList'), 'EscortList'), options: { label: 'Escorts' } };
