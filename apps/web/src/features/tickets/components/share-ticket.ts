/** How 'Share Ticket' ended: the share sheet was used (or dismissed), or the link was copied instead. */
export type ShareOutcome = 'shared' | 'dismissed' | 'copied';

/**
 * The native share sheet when the browser has one, otherwise the ticket's link on the clipboard. A dismissed
 * share sheet is not an error. Rejects when neither works (no clipboard permission, say).
 */
export async function shareTicket(share: {
  title: string;
  text: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(share) ?? true)) {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
      // Not allowed here (an insecure page, a blocked frame): fall back to the clipboard.
    }
  }
  await copyText(share.url);
  return 'copied';
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and plain-http pages: the selection trick.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('Copying is not available');
}
