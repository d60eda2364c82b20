import { type ComponentType, lazy } from 'react';

/**
 * A screen fetched the first time it is shown, as a chunk of its own, so /admin/login downloads only the shell.
 * react-admin's layout wraps its pages in Suspense; screens outside the layout need one of their own.
 * `any` props: the lazy component keeps the prop types of the export it stands for.
 */
export function lazyScreen<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
