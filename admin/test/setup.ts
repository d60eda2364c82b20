import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals; react-router reads them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
