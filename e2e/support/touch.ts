import { Page } from 'playwright-core';

export interface Point {
  x: number;
  y: number;
}

/**
 * A finger pressed at `from`, slid to `to` in `steps` moves and lifted, as a touch screen reports it
 * (Chromium's DevTools protocol: playwright's touchscreen only taps). The page sees touch events and
 * the pointer events of a touch pointer, never a mouse. Needs a context with a touch screen.
 */
export async function dragWithFinger(page: Page, from: Point, to: Point, steps = 10): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= steps; step += 1) {
      const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
      await devtools.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
    }
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await devtools.detach();
  }
}
