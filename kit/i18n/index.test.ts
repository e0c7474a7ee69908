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

  it('fills in values and counts as i18next does, also when asked again', () => {
    const fresh = createI18n('nl').t;
    const t = getT('nl');
    for (let round = 0; round < 2; round++) {
      expect(t('header.submenu', { title: 'Ringen' })).toBe('Submenu Ringen');
      expect(t('header.submenu', { title: 'Kettingen' })).toBe('Submenu Kettingen');
      for (const count of [0, 1, 2, 7]) expect(t('search.found', { count, replace: { count: '{count}' } })).toBe(fresh('search.found', { count, replace: { count: '{count}' } }));
    }
  });

  it('asks i18next once per plain key and per set of plain values, each time for anything else', () => {
    const calls: unknown[][] = [];
    const base = createI18n('nl').t;
    const t = rememberPlainTexts(((...args: unknown[]) => {
      calls.push(args);
      return (base as unknown as (...a: unknown[]) => unknown)(...args);
    }) as unknown as typeof base);
    t('common.account');
    t('common.account');
    t('header.submenu', { title: 'A' });
    t('header.submenu', { title: 'A' });
    t('header.submenu', { title: 'B' });
    expect(calls).toHaveLength(3);
    const title = { toString: () => 'C' };
    t('header.submenu', { title });
    t('header.submenu', { title });
    t('header.submenu', { title: undefined });
    t('header.submenu', { title: undefined });
    expect(calls).toHaveLength(7);
  });
});
