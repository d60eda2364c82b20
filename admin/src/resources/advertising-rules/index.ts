import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./AdvertisingRuleList'), 'AdvertisingRuleList'), options: { label: 'Advertising rules' } };
