import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./SubscriptionList'), 'SubscriptionList'), options: { label: 'Subscriptions' } };
