import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals; react-router reads them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// react-admin renders in several passes (auth check, permissions, data); give screens time to settle.
configure({ asyncUtilTimeout: 5000 });
