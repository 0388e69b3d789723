import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  answerKey,
  preloadedInitialData,
  resetPreloadedAnswers,
  takePreloadedAnswer,
} from './preloaded-answers';

function carryAnswers(content: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'preloaded-answers';
  script.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.body.append(script);
}

afterEach(() => {
  document.getElementById('preloaded-answers')?.remove();
  resetPreloadedAnswers();
  vi.restoreAllMocks();
});

describe('preloaded answers', () => {
  test('keys sort the query and leave empty values out, as the server writes them', () => {
    expect(answerKey('/events', { upcoming: true, limit: 6 })).toBe('/events?limit=6&upcoming=true');
    expect(answerKey('/events', { upcoming: true, page: 1, limit: 12, search: '', city: undefined })).toBe(
      '/events?limit=12&page=1&upcoming=true',
    );
    expect(answerKey('/categories')).toBe('/categories');
  });

  test('an answer is used once; its time is when the server made it', () => {
    const generatedAt = Date.now() - 5_000;
    carryAnswers({ generatedAt, answers: { '/events?limit=6&upcoming=true': [{ _id: 'e1' }] } });

    expect(takePreloadedAnswer('/events', { limit: 6, upcoming: true })).toEqual({
      data: [{ _id: 'e1' }],
      updatedAt: generatedAt,
    });
    expect(takePreloadedAnswer('/events', { limit: 6, upcoming: true })).toBeUndefined();
    expect(takePreloadedAnswer('/events', { limit: 12, upcoming: true })).toBeUndefined();
  });

  test('a page made over a minute ago, or restored by Back/Forward, asks the server instead', () => {
    carryAnswers({ generatedAt: Date.now() - 61_000, answers: { '/categories': [] } });
    expect(takePreloadedAnswer('/categories')).toBeUndefined();

    document.getElementById('preloaded-answers')?.remove();
    resetPreloadedAnswers();
    carryAnswers({ generatedAt: Date.now(), answers: { '/categories': [] } });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    expect(takePreloadedAnswer('/categories')).toBeUndefined();
  });

  test("a clock ahead of the server's never makes an answer fresher than now", () => {
    const generatedAt = Date.now() + 30_000;
    carryAnswers({ generatedAt, answers: { '/categories': [] } });
    const answer = takePreloadedAnswer('/categories');
    expect(answer?.updatedAt).toBeLessThanOrEqual(Date.now());
  });

  test('no answers, or unreadable ones: nothing is preloaded', () => {
    expect(takePreloadedAnswer('/categories')).toBeUndefined();
    carryAnswers('{not json');
    resetPreloadedAnswers();
    expect(takePreloadedAnswer('/categories')).toBeUndefined();
  });

  test("initial data for a query: the answer through the query's shape, with its time", () => {
    const generatedAt = Date.now() - 1_000;
    carryAnswers({ generatedAt, answers: { '/events?page=1': { events: [] } } });
    const options = preloadedInitialData('/events', { page: 1 }, (first: { events: unknown[] }) => ({
      pages: [first],
      pageParams: [1],
    }));

    expect(options.initialData()).toEqual({ pages: [{ events: [] }], pageParams: [1] });
    expect(options.initialDataUpdatedAt()).toBe(generatedAt);
  });
});
