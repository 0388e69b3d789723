import { describe, expect, it, vi } from 'vitest';

/*
 * The domain's texts arrive after the first render, kept apart from Lingui's catalogs (domain-text.ts): the page is
 * drawn again when they arrive only if it showed one of them in English meanwhile. Each test takes fresh modules: the
 * texts loaded and the "shown too early" mark are the module's.
 */

async function freshModules() {
  vi.resetModules();
  const { i18n } = await import('@lingui/core');
  const domainText = await import('./domain-text');
  i18n.load('hi', {});
  i18n.activate('hi');
  const changes = vi.fn();
  i18n.on('change', changes);
  return { ...domainText, changes };
}

describe('the domain texts arriving', () => {
  it('change nothing on a page that showed none of them', async () => {
    const { loadDomainTexts, domainText, changes } = await freshModules();
    await loadDomainTexts('hi');
    expect(changes).not.toHaveBeenCalled();
    expect(domainText('Tax Invoice')).toBe('टैक्स इनवॉइस');
  });

  it('draw the page again when one was shown in English before they came', async () => {
    const { loadDomainTexts, domainText, changes } = await freshModules();
    expect(domainText('Tax Invoice')).toBe('Tax Invoice');
    await loadDomainTexts('hi');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(domainText('Tax Invoice')).toBe('टैक्स इनवॉइस');
  });
});
