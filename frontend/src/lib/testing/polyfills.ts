// react-router 7 needs TextEncoder, which jsdom does not provide; import this before the router.
const nodeUtil = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>('util');

Object.assign(globalThis, { TextEncoder: nodeUtil.TextEncoder, TextDecoder: nodeUtil.TextDecoder });
