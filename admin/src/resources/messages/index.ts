import { lazyScreen } from '../../lazy-screen';

export default {
  list: lazyScreen(() => import('./ThreadList'), 'ThreadList'),
  show: lazyScreen(() => import('./ThreadShow'), 'ThreadShow'),
  options: { label: 'Messages' },
};
