// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_ENTRY_RECORDER } from './web-app-early-entries';

// The API is typed without the DOM; these are the parts of jsdom's globals the tests use.
interface TestControl {
  id: string;
  value: string;
  checked: boolean;
  dispatchEvent(event: unknown): boolean;
}
interface Entry {
  element: TestControl;
  value: string;
  checked: boolean;
}
declare const document: {
  body: { innerHTML: string };
  getElementById(id: string): TestControl | null;
};
declare const window: { __takeEarlyEntries?: (() => Entry[]) | null };
declare const Event: new (type: string, init: { bubbles: boolean }) => unknown;

const RECORDER_CODE = /<script>(.*)<\/script>/s.exec(EARLY_ENTRY_RECORDER)?.[1] ?? '';

/** Changes a control as the browser does when the visitor types, picks or ticks: the value, then the event. */
function enter(id: string, change: { value?: string; checked?: boolean }, type = 'input') {
  const control = document.getElementById(id)!;
  if (change.value !== undefined) control.value = change.value;
  if (change.checked !== undefined) control.checked = change.checked;
  control.dispatchEvent(new Event(type, { bubbles: true }));
}

const take = () =>
  (window.__takeEarlyEntries?.() ?? []).map(({ element, value, checked }) => ({
    id: element.id,
    value,
    checked,
  }));

beforeEach(() => {
  document.body.innerHTML =
    '<div id="root" data-server-rendered>' +
    '<input id="search" type="search" value=""><select id="city"><option value="">All</option>' +
    '<option value="Pune">Pune</option></select><input id="free" type="checkbox"><textarea id="note"></textarea>' +
    '<button id="go" type="button">Go</button></div><input id="outside" type="text">';
  new Function(RECORDER_CODE)();
});

afterEach(() => take());

describe('the recorder of entries made before the app takes the page over', () => {
  it('keeps each changed control once, with its last value, in the order of its last change', () => {
    enter('search', { value: 'j' });
    enter('city', { value: 'Pune' }, 'change');
    enter('search', { value: 'jazz' });
    enter('free', { checked: true }, 'change');
    enter('note', { value: 'hi' });

    expect(take()).toEqual([
      { id: 'city', value: 'Pune', checked: false },
      { id: 'search', value: 'jazz', checked: false },
      { id: 'free', value: 'on', checked: true },
      { id: 'note', value: 'hi', checked: false },
    ]);
  });

  it('stops recording once taken', () => {
    enter('search', { value: 'jazz' });
    expect(take()).toHaveLength(1);
    expect(window.__takeEarlyEntries).toBeNull();

    enter('search', { value: 'rock' });
    expect(take()).toEqual([]);
  });

  it('leaves controls outside the drawn page, and other elements, alone', () => {
    enter('outside', { value: 'x' });
    document.getElementById('go')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(take()).toEqual([]);
  });
});
