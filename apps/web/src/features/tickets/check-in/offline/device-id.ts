const DEVICE_ID_KEY = 'ticketmela-door-device';

/**
 * This browser's door id, made once and kept: every scan names it, so the organizer can tell which door admitted a
 * ticket, and door-sync can tell one device's queue from another's.
 */
export function doorDeviceId(): string {
  const known = window.localStorage.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const made = `door-${crypto.randomUUID()}`;
  window.localStorage.setItem(DEVICE_ID_KEY, made);
  return made;
}
