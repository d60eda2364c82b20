import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./TakedownList'), 'TakedownList'), options: { label: 'Takedowns' } };
