import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./VerificationList'), 'VerificationList'), options: { label: 'Verifications' } };
