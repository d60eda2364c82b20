import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./PaymentsPage'), 'PaymentsPage'), options: { label: 'Payments' } };
