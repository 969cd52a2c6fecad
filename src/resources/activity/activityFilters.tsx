import { SearchInput, SelectInput, type SelectInputProps } from 'react-admin';
import { DayInput, type DayInputProps } from '../../components/DayInput';
import { FILTER_SELECT_SX } from '../../components/filterSelect';
import { PropertyFilterInput } from '../../components/PropertyFilterInput';
import { useWatch } from 'react-hook-form';
import { fromDayToIso, isoToFromDay, isoToToDay, toDayToIso } from './activityFormat';
import { activityTexts } from './messages';
import { useActivityFacets } from './useActivityFacets';

const labels = activityTexts.filters;

/** A select over one list of known values from GET /api/activity/facets, as wide loading as loaded. */
const FacetSelectInput = ({ facet, ...props }: SelectInputProps & { facet: 'natures' | 'statuses' }) => {
  const facets = useActivityFacets();
  const choices = facets[facet].map((value) => ({ id: value, name: value }));
  return <SelectInput {...props} choices={choices} isPending={facets.isPending} sx={FILTER_SELECT_SX} />;
};

/** 'To' in error, saying why, when it is before 'From': no entry could match. */
const ToDayInput = (props: Omit<DayInputProps, 'minDay' | 'beforeMin'>) => {
  const from = useWatch({ name: 'from' }) as string | undefined;
  return <DayInput {...props} minDay={isoToFromDay(from) || undefined} beforeMin={activityTexts.toBeforeFrom} />;
};

const sourceChoices = [
  { id: 'visitor', name: activityTexts.sources.visitor },
  { id: 'audit', name: activityTexts.sources.audit },
];

/**
 * The list's filters. The search, the dates and the nature are always shown (only the search
 * on a narrow screen, where each input takes a whole line); the rest come from 'Add filter'.
 * The dates are the admin's local days, sent as exact bounds (see activityFormat.ts).
 */
export const activityFilters = (compact: boolean) => [
  // Narrower than its default so the four always-shown filters fit on one line beside the actions.
  <SearchInput key="q" source="q" alwaysOn placeholder={labels.q} sx={{ width: { sm: 150 } }} />,
  <DayInput key="from" source="from" label={labels.from} alwaysOn={!compact} parse={fromDayToIso} format={isoToFromDay} />,
  <ToDayInput key="to" source="to" label={labels.to} alwaysOn={!compact} parse={toDayToIso} format={isoToToDay} />,
  <FacetSelectInput key="nature" source="nature" facet="natures" label={labels.nature} alwaysOn={!compact} />,
  <FacetSelectInput key="statusDescription" source="statusDescription" facet="statuses" label={labels.status} />,
  <SelectInput key="source" source="source" label={labels.source} choices={sourceChoices} />,
  <PropertyFilterInput key="propertyId" source="propertyId" label={labels.propertyId} />,
];
