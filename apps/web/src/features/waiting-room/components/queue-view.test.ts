import { describe, expect, test } from 'vitest';
import { makeAdmitted, makePlace, makeRoom } from '../test/fixtures';
import { admissionStartsIn, isFinalView, placeIsBehind, progressTowards, queueView } from './queue-view';
import { countdownParts, formatMinutesSeconds } from './server-clock';

const NOW = Date.parse('2026-12-01T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const room = (overrides: Parameters<typeof makeRoom>[0] = {}) =>
  makeRoom({ onSaleAt: at(60_000), serverTime: at(0), ...overrides });

describe('where the person stands', () => {
  test('no room: the event sells as usual, whatever the place says', () => {
    const view = queueView({
      room: room({ enabled: false }),
      place: makeAdmitted(),
      placeStatus: 'ready',
      serverNow: NOW,
    });
    expect(view).toEqual({ kind: 'no-room' });
  });

  test('before the on-sale time: joined or not; at that time, opening until the draw', () => {
    expect(queueView({ room: room(), place: null, placeStatus: 'none', serverNow: NOW })).toEqual({
      kind: 'before-sale',
      joined: false,
    });
    expect(queueView({ room: room(), place: makePlace(), placeStatus: 'ready', serverNow: NOW })).toEqual({
      kind: 'before-sale',
      joined: true,
    });
    expect(
      queueView({ room: room(), place: makePlace(), placeStatus: 'ready', serverNow: NOW + 60_000 }),
    ).toEqual({ kind: 'opening', joined: true });
  });

  test('after the draw: not in line, number on its way, waiting with the standing, turn come', () => {
    const started = room({ started: true, admittingThrough: 10, admittedPerMinute: 20, lastNumber: 100 });
    expect(queueView({ room: started, place: null, placeStatus: 'ready', serverNow: NOW })).toEqual({
      kind: 'open',
    });
    expect(queueView({ room: started, place: makePlace(), placeStatus: 'ready', serverNow: NOW })).toEqual({
      kind: 'drawing',
    });
    expect(
      queueView({ room: started, place: makePlace({ number: 42 }), placeStatus: 'ready', serverNow: NOW }),
    ).toEqual({
      kind: 'waiting',
      number: 42,
      standing: { admitted: false, peopleAhead: 31, estimatedWaitSeconds: 96 },
    });
    expect(
      queueView({ room: started, place: makePlace({ number: 9 }), placeStatus: 'ready', serverNow: NOW }),
    ).toEqual({ kind: 'turn-coming', number: 9 });
  });

  test('a live pass, then lapsed by the clock; a used pass; sold out', () => {
    const started = room({ started: true, admittingThrough: 50 });
    const place = makeAdmitted(10);
    const live = queueView({ room: started, place, placeStatus: 'ready', serverNow: Date.now() });
    expect(live).toMatchObject({ kind: 'admitted', number: 42 });
    const later = Date.now() + 10 * 60_000 + 1;
    expect(queueView({ room: started, place, placeStatus: 'ready', serverNow: later })).toEqual({
      kind: 'pass-lapsed',
    });
    expect(
      queueView({
        room: started,
        place: makePlace({ number: 42, admitted: true, passUsed: true }),
        placeStatus: 'ready',
        serverNow: NOW,
      }),
    ).toEqual({ kind: 'pass-used' });
    expect(
      queueView({
        room: { ...started, soldOut: true },
        place: makePlace({ number: 60 }),
        placeStatus: 'ready',
        serverNow: NOW,
      }),
    ).toEqual({ kind: 'sold-out' });
  });

  test('a signed-in person whose place is loading or failed is not shown the room yet', () => {
    expect(queueView({ room: room(), place: null, placeStatus: 'pending', serverNow: NOW })).toEqual({
      kind: 'loading',
    });
    expect(queueView({ room: room(), place: null, placeStatus: 'error', serverNow: NOW })).toEqual({
      kind: 'place-error',
    });
  });

  test('the place is read again only while it is behind the room; final views stop the polling', () => {
    expect(placeIsBehind({ kind: 'drawing' })).toBe(true);
    expect(placeIsBehind({ kind: 'turn-coming', number: 3 })).toBe(true);
    expect(placeIsBehind({ kind: 'open' })).toBe(false);
    expect(isFinalView({ kind: 'sold-out' })).toBe(true);
    expect(isFinalView({ kind: 'before-sale', joined: true })).toBe(false);
  });
});

test('the progress bar and the clocks', () => {
  expect(progressTowards(200, 50)).toBe(25);
  expect(progressTowards(200, 0)).toBe(0);
  expect(progressTowards(200, 500)).toBe(100);
  expect(countdownParts(((26 * 60 + 3) * 60 + 4) * 1000 + 1)).toEqual({
    days: 1,
    hours: 2,
    minutes: 3,
    seconds: 5,
  });
  expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  expect(formatMinutesSeconds(9 * 60_000 + 41_000)).toBe('9:41');
  expect(formatMinutesSeconds(-1)).toBe('0:00');
});

describe('the time until admission starts', () => {
  test('counts down after the draw, and is 0 once admission has started or before the draw', () => {
    const drawn = room({ started: true, admissionStartsAt: at(20_000) });
    expect(admissionStartsIn(drawn, NOW)).toBe(20_000);
    expect(admissionStartsIn(drawn, NOW + 20_000)).toBe(0);
    expect(admissionStartsIn(drawn, NOW + 25_000)).toBe(0);
    expect(admissionStartsIn(room({ started: true, admissionStartsAt: null }), NOW)).toBe(0);
    expect(admissionStartsIn(room({ started: false, admissionStartsAt: at(20_000) }), NOW)).toBe(0);
  });
});
