/**
 * Where focus goes when a dialog closes (WCAG 2.4.3, decision 0033): back to the control that opened it; when that
 * control is gone or cannot take focus, to the page's main heading, never to <body>.
 */

const CONTROLS = 'button, a[href], input, select, textarea, summary, [tabindex]';
/** A press this recent may have opened the dialog (Safari does not focus a button it clicks). */
const PRESS_MEMORY_MS = 10_000;

let lastPress: { control: HTMLElement; at: number } | null = null;

function rememberPress(event: Event) {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (control) lastPress = { control, at: performance.now() };
}

if (typeof document !== 'undefined') document.addEventListener('click', rememberPress, { capture: true });

/** The control that is opening a dialog right now: the focused one, else the one just pressed. */
export function findOpener(): HTMLElement | null {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) return focused;
  if (lastPress && performance.now() - lastPress.at < PRESS_MEMORY_MS && lastPress.control.isConnected) {
    return lastPress.control;
  }
  return null;
}

function focusIfPossible(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  element.focus();
  return document.activeElement === element;
}

/** The page's main heading, made focusable from script only; the main landmark when there is no heading. */
export function focusMainHeading() {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1, main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * The opener keeps focus until the person moves on; if the page removes it meanwhile (the cancelled booking's card
 * leaves the list once the list reloads), focus goes to the main heading instead of falling to <body>.
 */
function followRemoval(opener: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    if (document.activeElement === null || document.activeElement === document.body) focusMainHeading();
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== opener) stop();
  };
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', stop);
}

/**
 * Hands focus back to `opener`, or to the main heading when it cannot take it. Focus the page already put somewhere
 * on purpose while the dialog closed (the dashboard's tab after a cancellation) stays there.
 */
export function returnFocus(opener: HTMLElement | null) {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && focused.isConnected) return;
  if (opener && focusIfPossible(opener)) followRemoval(opener);
  else focusMainHeading();
}
