import { describe, expect, it } from 'vitest';
import { createI18n, getT, rememberPlainTexts } from './index';

describe('getT', () => {
  it('answers every plain key as i18next does, in both languages, also when asked again', () => {
    for (const locale of ['nl', 'en'] as const) {
      const fresh = createI18n(locale).t;
      const t = getT(locale);
      for (const key of ['common.account', 'common.ok', 'cart.errorTitle', 'no.such.key', 'validation:required']) {
        expect(t(key)).toBe(fresh(key));
        expect(t(key)).toBe(fresh(key));
      }
    }
    expect(getT('nl')('common.account')).toBe('Mijn account');
    expect(getT('en')('common.account')).not.toBe('Mijn account');
  });

  it('still fills in values and counts: calls with options are not remembered', () => {
    const t = getT('nl');
    expect(t('header.submenu', { title: 'Ringen' })).toBe('Submenu Ringen');
    expect(t('header.submenu', { title: 'Kettingen' })).toBe('Submenu Kettingen');
  });

  it('asks i18next once per plain key', () => {
    const calls: unknown[][] = [];
    const base = createI18n('nl').t;
    const t = rememberPlainTexts(((...args: unknown[]) => {
      calls.push(args);
      return (base as unknown as (...a: unknown[]) => unknown)(...args);
    }) as unknown as typeof base);
    t('common.account');
    t('common.account');
    t('header.submenu', { title: 'A' });
    t('header.submenu', { title: 'B' });
    expect(calls).toHaveLength(3);
  });
});
