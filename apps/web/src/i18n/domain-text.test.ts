import { i18n } from '@lingui/core';
import { describePromoText, timeBeforeEventDisplay } from '@ticketmela/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { domainText, loadDomainTexts } from './domain-text';

describe('domainText', () => {
  afterEach(() => i18n.activate('en'));

  it('shows the domain English as it is in English', () => {
    expect(domainText(describePromoText('percent', 20))).toBe('20% off');
    expect(domainText(timeBeforeEventDisplay(3))).toBe('3 days');
    expect(domainText('Tax Invoice')).toBe('Tax Invoice');
  });

  it("shows the domain's texts in Hindi from its catalogs, with their values; an unknown text as it is", async () => {
    await loadDomainTexts('hi');
    i18n.activate('hi');
    expect(domainText(describePromoText('percent', 20))).toBe('20% छूट');
    expect(domainText(timeBeforeEventDisplay(3))).toBe('3 दिन');
    expect(domainText('Tax Invoice')).toBe('टैक्स इनवॉइस');
    expect(domainText('Asha Verma')).toBe('Asha Verma');
  });
});
