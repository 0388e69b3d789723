import type { QueryValue } from './api-client';

/**
 * API answers the server put into a public page's HTML (apps/api/src/plugins/web-app-public-pages.ts): the first
 * GETs of home, the event list and an event's page, as the API answers an anonymous visitor. A screen's query
 * starts with one of them instead of waiting for its own request, so the page is drawn complete on the first render.
 *
 * Each answer is used once (a later query asks the server), and only while fresh: not on a page restored by
 * Back/Forward from the browser's cache (its answers are those of the first visit), and not when the page was made
 * more than a minute ago by this device's clock. Anything shown from them is a snapshot, as any fetched answer is;
 * booking always decides on the server.
 */

const ELEMENT_ID = 'preloaded-answers';
const MAX_AGE_MS = 60_000;

export interface PreloadedAnswers {
  generatedAt: number;
  answers: Record<string, unknown>;
}

let preloaded: PreloadedAnswers | null | undefined;

function isPreloadedAnswers(value: unknown): value is PreloadedAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const { generatedAt, answers } = value as Partial<PreloadedAnswers>;
  return typeof generatedAt === 'number' && typeof answers === 'object' && answers !== null;
}

function restoredFromHistory(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

function readPreloaded(): PreloadedAnswers | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isPreloadedAnswers(parsed)) return null;
    if (restoredFromHistory() || Math.abs(Date.now() - parsed.generatedAt) > MAX_AGE_MS) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** The key the server stores an answer under: the path and its query sorted by name, empty values left out. */
export function answerKey(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  params.sort();
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The preloaded answer to GET `path` with `query`, once, with when the server made it; undefined otherwise. */
export function takePreloadedAnswer<T>(
  path: string,
  query?: Record<string, QueryValue>,
): { data: T; updatedAt: number } | undefined {
  preloaded ??= readPreloaded();
  if (!preloaded) return undefined;
  const key = answerKey(path, query);
  if (!Object.hasOwn(preloaded.answers, key)) return undefined;
  const data = preloaded.answers[key] as T;
  delete preloaded.answers[key];
  // Never in the future, whatever this device's clock says: the query's freshness counts from here.
  return { data, updatedAt: Math.min(preloaded.generatedAt, Date.now()) };
}

/**
 * `initialData` and `initialDataUpdatedAt` for a query whose first request is GET `path` with `query`: the
 * preloaded answer (through `toData`, for an infinite query's pages) when there is one. TanStack Query calls
 * `initialData` once, when it creates the query.
 */
export function preloadedInitialData<T, D = T>(
  path: string,
  query?: Record<string, QueryValue>,
  toData: (answer: T) => D = (answer) => answer as unknown as D,
) {
  let updatedAt: number | undefined;
  return {
    initialData: (): D | undefined => {
      const answer = takePreloadedAnswer<T>(path, query);
      if (!answer) return undefined;
      updatedAt = answer.updatedAt;
      return toData(answer.data);
    },
    initialDataUpdatedAt: () => updatedAt,
  };
}

/**
 * Runs `render` with `answers` as the preloaded ones (entry-server.tsx renders a page on the server, where there is
 * no page to read them from). Rendering to a string is synchronous, so no other render sees them.
 */
export function renderWithPreloadedAnswers<T>(answers: PreloadedAnswers, render: () => T): T {
  preloaded = { generatedAt: answers.generatedAt, answers: { ...answers.answers } };
  try {
    return render();
  } finally {
    preloaded = undefined;
  }
}

/** Tests: forget what was read, so the next call reads the page again. */
export function resetPreloadedAnswers(): void {
  preloaded = undefined;
}
