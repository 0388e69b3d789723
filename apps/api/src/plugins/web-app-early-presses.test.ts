// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_PRESS_RECORDER } from './web-app-early-presses';

// The API is typed without the DOM; these are the parts of jsdom's globals the tests use.
interface TestElement {
  id: string;
  hasAttribute(name: string): boolean;
  removeAttribute(name: string): void;
  remove(): void;
  dispatchEvent(event: TestEvent): boolean;
  addEventListener(type: string, listener: (event: TestEvent) => void): void;
}
interface TestEvent {
  defaultPrevented: boolean;
  target: TestElement;
  preventDefault(): void;
}
declare const document: {
  body: { innerHTML: string };
  getElementById(id: string): TestElement | null;
  querySelector(selector: string): TestElement | null;
};
declare const window: { __replayEarlyPresses?: (() => void) | null };
declare const MouseEvent: new (type: string, init: { bubbles: boolean; cancelable: boolean }) => TestEvent;

const RECORDER_CODE = /<script>(.*)<\/script>/s.exec(EARLY_PRESS_RECORDER)?.[1] ?? '';

/** What the app's listeners on #root saw, in order (React listens there once it has taken the page over). */
let seen: string[];
let root: TestElement;

function press(selector: string): TestEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(selector)!.dispatchEvent(event);
  return event;
}

const replay = () => window.__replayEarlyPresses?.();

beforeEach(() => {
  document.body.innerHTML =
    '<div id="root" data-server-rendered>' +
    '<button id="a" type="button"><span id="a-label">A</span></button><button id="b" type="button">B</button>' +
    '<div id="c" role="button">C</div><a id="link" href="#next">Next</a>' +
    '<form id="form"><input id="send" type="submit" value="Send"></form>' +
    '</div><button id="outside" type="button">Outside</button>';
  root = document.getElementById('root')!;
  seen = [];
  root.addEventListener('click', (event) => seen.push(event.target.id));
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push('submitted');
  });
  new Function(RECORDER_CODE)();
});

afterEach(() => replay());

describe('the recorder of presses made before the app takes the page over', () => {
  it('keeps a press on a button from the page and the browser, marks it, and presses it again on replay', () => {
    const event = press('#a-label');

    expect(event.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(document.getElementById('a')!.hasAttribute('data-early-press')).toBe(true);

    replay();
    expect(seen).toEqual(['a']);
    expect(document.querySelector('[data-early-press]')).toBeNull();
    expect(window.__replayEarlyPresses).toBeNull();

    // Recording has stopped: later presses reach the page as they are.
    expect(press('#b').defaultPrevented).toBe(false);
    expect(seen).toEqual(['a', 'b']);
  });

  it('replays each element once, in the order of its last press', () => {
    press('#a');
    press('#b');
    press('#c');
    press('#a');
    press('#a');

    replay();
    expect(seen).toEqual(['b', 'c', 'a']);
  });

  it('keeps a submit button from submitting its form until the replay', () => {
    expect(press('#send').defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    replay();
    expect(seen).toEqual(['send', 'submitted']);
  });

  it('does not replay a press on an element the app has since removed', () => {
    const removed = document.getElementById('a')!;
    removed.addEventListener('click', () => seen.push('removed a'));
    press('#a');
    press('#b');
    removed.remove();

    replay();
    expect(seen).toEqual(['b']);
  });

  it('leaves links and presses outside the drawn page alone', () => {
    const link = press('#link');
    expect(link.defaultPrevented).toBe(false);
    expect(seen).toEqual(['link']);

    expect(press('#outside').defaultPrevented).toBe(false);
    expect(document.getElementById('outside')!.hasAttribute('data-early-press')).toBe(false);
  });

  it('records nothing once the page is no longer the drawn one (a signed-in visitor: drawn afresh)', () => {
    root.removeAttribute('data-server-rendered');

    expect(press('#a').defaultPrevented).toBe(false);
    expect(seen).toEqual(['a']);
  });
});
