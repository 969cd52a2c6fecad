import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { resources } from './resources';

/** react-admin's English texts plus each resource's own labels and notices. */
export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(englishMessages, ...resources.map((r) => r.messages ?? {})),
  'en',
  { allowMissing: true },
);
