import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./ModerationSettingList'), 'ModerationSettingList'), options: { label: 'Moderation settings' } };
