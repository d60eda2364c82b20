import { EventTally, REPEAT_WINDOW_MS } from './event-tally';

describe('EventTally', () => {
  it('counts a repeat again once 30 minutes have passed, as a view but not as a new visitor', () => {
    const tally = new EventTally();
    expect(tally.count('p1', '2026-11-24', 'visitor-a', 'view', 0)).toBe(true);
    expect(tally.count('p1', '2026-11-24', 'visitor-a', 'view', REPEAT_WINDOW_MS - 1)).toBe(false);
    expect(tally.count('p1', '2026-11-24', 'visitor-a', 'view', REPEAT_WINDOW_MS)).toBe(true);
    expect(tally.take()).toEqual([{ profileId: 'p1', day: '2026-11-24', views: 2, visitors: 1, calls: 0, sms: 0, emails: 0, websites: 0 }]);
    expect(tally.take()).toEqual([]);
  });

  it('forgets every visitor when the New Zealand day changes, and keeps the days apart', () => {
    const tally = new EventTally();
    tally.count('p1', '2026-11-24', 'visitor-a', 'call', 0);
    expect(tally.count('p1', '2026-11-25', 'visitor-a', 'call', 1)).toBe(true);
    expect(tally.take().map((row) => [row.day, row.calls])).toEqual([
      ['2026-11-24', 1],
      ['2026-11-25', 1],
    ]);
  });

  it('puts back a batch whose write failed, adding to what was counted meanwhile', () => {
    const tally = new EventTally();
    tally.count('p1', '2026-11-24', 'visitor-a', 'view', 0);
    const failed = tally.take();
    tally.count('p1', '2026-11-24', 'visitor-b', 'view', 1);
    tally.restore(failed);
    expect(tally.pendingFor('p1', '2026-11-24')).toMatchObject({ views: 2, visitors: 2 });
  });

  describe('"Show number" and the Call or SMS tap after it: one enquiry', () => {
    const calls = (tally: EventTally) => tally.take().map(({ calls: c, sms }) => ({ calls: c, sms }));

    it('counts the reveal as the tap that follows it, once', () => {
      const tally = new EventTally();
      expect(tally.revealPhone('p1', '2026-11-24', 'visitor-a', 0)).toBe(true);
      expect(tally.count('p1', '2026-11-24', 'visitor-a', 'sms', 60_000)).toBe(true);
      tally.sweep(REPEAT_WINDOW_MS * 2);
      expect(calls(tally)).toEqual([{ calls: 0, sms: 1 }]);
    });

    it('counts a reveal with no tap as a call once the window has passed, not before', () => {
      const tally = new EventTally();
      tally.revealPhone('p1', '2026-11-24', 'visitor-a', 0);
      tally.sweep(REPEAT_WINDOW_MS - 1);
      expect(tally.pendingRows).toBe(0);
      tally.sweep(REPEAT_WINDOW_MS);
      expect(calls(tally)).toEqual([{ calls: 1, sms: 0 }]);
    });

    it('a second reveal in the window, or one after a counted call, is the same enquiry', () => {
      const tally = new EventTally();
      expect(tally.revealPhone('p1', '2026-11-24', 'visitor-a', 0)).toBe(true);
      expect(tally.revealPhone('p1', '2026-11-24', 'visitor-a', 1_000)).toBe(false);
      expect(tally.count('p1', '2026-11-24', 'visitor-b', 'call', 0)).toBe(true);
      expect(tally.revealPhone('p1', '2026-11-24', 'visitor-b', 1_000)).toBe(false);
      tally.settleReveals(2_000, true);
      expect(calls(tally)).toEqual([{ calls: 2, sms: 0 }]);
    });

    it('counts an open reveal on its own day when the day changes', () => {
      const tally = new EventTally();
      tally.revealPhone('p1', '2026-11-24', 'visitor-a', 0);
      tally.count('p1', '2026-11-25', 'visitor-b', 'view', 1);
      expect(tally.take().map((row) => [row.day, row.calls, row.views])).toEqual([
        ['2026-11-24', 1, 0],
        ['2026-11-25', 0, 1],
      ]);
    });
  });
});
