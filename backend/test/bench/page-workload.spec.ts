import { join } from 'node:path';
import { PAGE_SHAPES } from '../../src/bench/page-workload';
import { seededRandom } from '../../src/database/seed/seed-data';
import { createTestApp, TestApp } from '../test-app';

/** The site's real build, whose server renderer decides which addresses it sends on elsewhere. */
const FRONTEND_DIST = join(__dirname, '..', '..', '..', 'frontend', 'dist');

/** The bench's page workload asks for pages as the site links them: a redirect would be measured as a page. */
describe("the bench's page addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FRONTEND_DIST });
  });
  afterAll(() => t.close());

  it('are each rendered where they are asked for, never sent on to another address', async () => {
    const random = seededRandom(3);
    for (const shape of PAGE_SHAPES) {
      for (let draw = 0; draw < 3; draw++) {
        const path = shape.make(random, ['no-such-advertiser']);
        const res = await t.http().get(path);
        expect({ path, redirect: res.headers.location }).toEqual({ path, redirect: undefined });
      }
    }
  });
});
