import type { Decorator, Preview } from '@storybook/nextjs-vite';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { defaultLocale, isLocale, locales, type Locale } from '../domain/locale';
import { createI18n } from '../kit/i18n';
import { BlockFrame } from '../kit/ui/block-frame';
import { isBlockType, registry } from '../registry';
import './storybook.css';

const instances = new Map<Locale, i18n>();
function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * Gives every story the toolbar's language: as `lang`, through react-i18next, and as the
 * `locale` arg of stories that take one (blocks get `locale` from the page renderer).
 */
const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  const args = 'locale' in context.args ? { ...context.args, locale } : context.args;
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <div lang={locale} className="font-sans text-ink">
        {Story({ args })}
      </div>
    </I18nextProvider>
  );
};

/** A block story sits in the frame the page renderer gives its type (the registry's `width`). */
const withBlockFrame: Decorator = (Story, context) => {
  const type = (context.args as { block?: { type?: unknown } }).block?.type;
  if (typeof type !== 'string' || !isBlockType(type)) return Story();
  return <BlockFrame width={registry[type].width}>{Story()}</BlockFrame>;
};

const preview: Preview = {
  decorators: [withBlockFrame, withLocale],
  globalTypes: {
    locale: {
      description: 'Language of the shop',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: value === 'nl' ? 'Nederlands' : 'English', right: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  parameters: {
    nextjs: { appDirectory: true },
    layout: 'padded',
    backgrounds: { disable: true },
    // Axe violations fail the story tests (and show as errors in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
