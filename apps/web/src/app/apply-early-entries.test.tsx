import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { applyEarlyEntries, type EarlyEntry } from './apply-early-entries';

/** A form whose state is shown beside it, so a test can see what React heard. */
function Filters() {
  const [search, setSearch] = useState('');
  const [city, setCity] = useState('');
  const [free, setFree] = useState(false);
  const [note, setNote] = useState('');
  return (
    <form>
      <input aria-label="Search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <select aria-label="City" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="">All</option>
        <option value="Pune">Pune</option>
      </select>
      <input aria-label="Free" type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <output>{JSON.stringify({ search, city, free, note })}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const control = <T extends Element>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
const heard = () => JSON.parse(document.querySelector('output')!.textContent!);

test('what was entered on the drawn page before hydration reaches React, and only once', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filters />);
  document.body.append(container);

  // The visitor types, picks and ticks on the drawn page: the browser changes the controls, nobody listens yet.
  const entries: EarlyEntry[] = [];
  const search = control<HTMLInputElement>('Search');
  search.value = 'jazz';
  entries.push({ element: search, value: 'jazz', checked: false });
  const city = control<HTMLSelectElement>('City');
  city.value = 'Pune';
  entries.push({ element: city, value: 'Pune', checked: false });
  const free = control<HTMLInputElement>('Free');
  free.checked = true;
  entries.push({ element: free, value: 'on', checked: true });
  const note = control<HTMLTextAreaElement>('Note');
  note.value = 'aisle seat';
  entries.push({ element: note, value: 'aisle seat', checked: false });

  await act(async () => {
    root = hydrateRoot(container, <Filters />);
  });
  // Taken over: the fields still show what was entered, but React has not heard of it.
  expect(search.value).toBe('jazz');
  expect(heard()).toEqual({ search: '', city: '', free: false, note: '' });

  act(() => applyEarlyEntries(entries));
  expect(heard()).toEqual({ search: 'jazz', city: 'Pune', free: true, note: 'aisle seat' });
  expect([search.value, city.value, free.checked, note.value]).toEqual(['jazz', 'Pune', true, 'aisle seat']);

  // Entering the same again changes nothing, and a control the app has removed is skipped.
  act(() => applyEarlyEntries(entries));
  expect(heard()).toEqual({ search: 'jazz', city: 'Pune', free: true, note: 'aisle seat' });
  const removed = document.createElement('input');
  expect(() => applyEarlyEntries([{ element: removed, value: 'x', checked: false }])).not.toThrow();
});
