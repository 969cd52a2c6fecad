import { SearchInput } from 'react-admin';
import type { Portfolio } from '@common/api/portfolios';
import { previewDescription } from '../../../components/organisation/previewDescription';
import { NameLink } from '../../../components/record-list/NameLink';
import type { RecordListConfig } from '../../../components/record-list/types';
import { portfolioTexts } from '../messages';
import { HeroThumbnail } from './HeroThumbnail';

/** Spec §9: the list shows 200 characters of a description, then an ellipsis. */
const DESCRIPTION_PREVIEW = 200;
const columns = portfolioTexts.columns;

/** Spec §2 'Manage Portfolios': ID, Title (link), Description; beyond it, the hero picture and the property count. */
export const portfolioListConfig: RecordListConfig<Portfolio> = {
  resource: 'portfolios',
  title: portfolioTexts.listTitle,
  nameSource: 'title',
  columns: [
    { source: 'id', label: columns.id },
    {
      source: 'heroImageLink',
      label: columns.hero,
      render: (row) => <HeroThumbnail link={row.heroImageLink} title={row.title} />,
      unsortable: true,
      hideBelow: 'sm',
    },
    { source: 'title', label: columns.title, render: (row) => <NameLink to={`/portfolios/${row.id}`} name={row.title} /> },
    {
      source: 'description',
      label: columns.description,
      render: (row) => previewDescription(row.description, DESCRIPTION_PREVIEW),
      csv: (row) => row.description,
      hideBelow: 'md',
    },
    { source: 'propertyCount', label: columns.properties },
  ],
  filters: [<SearchInput key="q" source="q" alwaysOn placeholder={portfolioTexts.search} sx={{ width: { sm: 240 } }} />],
  texts: {
    loading: portfolioTexts.loading,
    loadError: portfolioTexts.loadError,
    empty: portfolioTexts.empty,
    add: portfolioTexts.createTitle,
    export: portfolioTexts.export,
  },
  addPath: '/add-portfolio',
  exportName: 'portfolios',
};
