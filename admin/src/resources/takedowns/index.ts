import { lazyScreen } from '../../lazy-screen';

export default { list: lazyScreen(() => import('./TakedownList'), 'TakedownList'), options: { label: 'Takedowns' } };

/** The verification queue counts down to its promised deadline as this list does. */
export { countdown } from './countdown';
