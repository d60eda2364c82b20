import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A screen behind a lazy route is compiled on its first import; on a busy 2-core CI machine that took
// over Testing Library's default second (query-cache.test.tsx, the directory). Waits still end as
// soon as what they look for appears.
configure({ asyncUtilTimeout: 5000 });
