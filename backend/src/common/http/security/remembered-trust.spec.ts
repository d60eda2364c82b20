import { compile } from 'proxy-addr';
import { rememberedTrust } from './remembered-trust';

describe('rememberedTrust', () => {
  const ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.7', '203.0.113.9', '2001:db8::1', 'not-an-address'];

  it.each([['loopback'], [['10.0.0.0/8', '::1']], [['loopback', '2001:db8::/32']]] as Array<[Parameters<typeof compile>[0]]>)('answers as the compiled test for trust proxy %j', (setting) => {
    const compiled = compile(setting);
    const remembered = rememberedTrust(compiled);
    for (const round of [1, 2]) {
      for (const address of ADDRESSES) {
        for (const hop of [0, 1, 2, 3]) expect([round, address, hop, remembered(address, hop)]).toEqual([round, address, hop, compiled(address, hop)]);
      }
    }
  });

  it('asks the compiled test once per address and hop', () => {
    const compiled = jest.fn((address: string) => address === '127.0.0.1');
    const remembered = rememberedTrust(compiled);

    for (let i = 0; i < 5; i++) {
      remembered('127.0.0.1', 0);
      remembered('127.0.0.1', 1);
      remembered('203.0.113.9', 0);
    }

    expect(compiled).toHaveBeenCalledTimes(3);
  });

  it('keeps at most a thousand verdicts, so spoofed chains cannot grow it without bound', () => {
    const compiled = jest.fn(() => false);
    const remembered = rememberedTrust(compiled);

    for (let i = 0; i < 1000; i++) remembered(`198.51.100.${i % 256}`, Math.floor(i / 256));
    remembered('198.51.100.0', 0);
    expect(compiled).toHaveBeenCalledTimes(1000);

    remembered('203.0.113.1', 0);
    remembered('198.51.100.0', 0);
    expect(compiled).toHaveBeenCalledTimes(1002);
  });
});
