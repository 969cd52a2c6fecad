import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { validationTranslations } from './fieldMessages';
import { resources } from './resources';

/**
 * A list too long to count cheaply reports its total as '*' (the server stops counting 10,000
 * rows past the page, COUNT_AHEAD in server/lib/list-query.ts): say so rather than
 * react-admin's "of more than 25".
 */
const pagingMessages = { ra: { navigation: { partial_page_range_info: '%{offsetBegin}-%{offsetEnd} of more than 10,000' } } };

/** react-admin's English texts plus each resource's own labels and notices. */
export const i18nProvider = polyglotI18nProvider(
  () =>
    mergeTranslations(
      englishMessages,
      pagingMessages,
      validationTranslations,
      ...resources.map((r) => r.messages ?? {}),
    ) as TranslationMessages,
  'en',
  { allowMissing: true },
);
