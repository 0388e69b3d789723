type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control changed on the drawn page before the app took it over, as the inline recorder kept it. */
export interface EarlyEntry {
  element: FormControl;
  value: string;
  checked: boolean;
}

declare global {
  interface Window {
    /** Set by the drawn page's inline recorder (apps/api/src/plugins/web-app-early-entries.ts); null once called. */
    __takeEarlyEntries?: (() => EarlyEntry[]) | null;
  }
}

/**
 * Enters again, through React, what was typed, chosen or ticked on the drawn page before the app took it over, so
 * its onChange handlers run as if the visitor had done it now. React tells a change from a re-render by the value it
 * last saw, which is the one already in the field when it took the page over; so each control first gets back the
 * value the page was drawn with (`element.value = ...`, which React watches), then the visitor's through the
 * prototype's setter (which it does not), and the event it listens to. The first event also makes React take over a
 * part of the page it has not yet (a Suspense boundary), with the drawn value, before the second arrives.
 */
export function applyEarlyEntries(entries: readonly EarlyEntry[]): void {
  for (const entry of entries) {
    if (entry.element.isConnected) applyEntry(entry);
  }
}

function applyEntry({ element, value, checked }: EarlyEntry): void {
  if (element instanceof HTMLSelectElement) {
    // React reads a select's change from the event alone.
    element.value = value;
    dispatch(element, 'change');
    return;
  }
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    element.checked = element.defaultChecked;
    dispatch(element, 'input');
    setThroughPrototype(element, 'checked', checked);
    // React hears a checkbox's change on click; a plain Event (not a MouseEvent) does not toggle it again.
    dispatch(element, 'click');
    return;
  }
  element.value = element.defaultValue;
  dispatch(element, 'input');
  setThroughPrototype(element, 'value', value);
  dispatch(element, 'input');
}

function setThroughPrototype(element: FormControl, property: 'value' | 'checked', value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set?.call(element, value);
}

function dispatch(element: FormControl, type: string) {
  element.dispatchEvent(new Event(type, { bubbles: true }));
}
