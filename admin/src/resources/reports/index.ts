import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./ReportList'), 'ReportList'), options: { label: 'Reports' } };
