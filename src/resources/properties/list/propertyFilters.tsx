import { NullableBooleanInput, SearchInput, SelectInput, type SelectInputProps } from 'react-admin';
import { READINESS_FILTERS } from '@common/api/readiness';
import { FILTER_SELECT_SX } from '../../../components/filterSelect';
import { readinessTexts } from '../../../custom/data-rooms/readiness/messages';
import { propertyTexts } from '../messages';
import { useLookup } from '../shared/useLookup';
import { propertyListTexts } from './messages';

const labels = propertyListTexts.filters;

/**
 * A filter select over one lookup list of the API (GET /api/categories, ...), with an empty
 * choice for any. As wide loading as loaded, so the filters do not jump when the list arrives.
 */
const LookupFilterInput = ({ lookup, ...props }: SelectInputProps & { lookup: Parameters<typeof useLookup>[0] }) => {
  const { choices, isPending } = useLookup(lookup);
  return <SelectInput {...props} choices={choices} optionText="title" isPending={isPending} sx={FILTER_SELECT_SX} />;
};

/** Yes, No, or (empty) any, for one of the property flags. */
const FlagInput = (props: { source: string; label: string }) => (
  <NullableBooleanInput {...props} nullLabel={labels.any} trueLabel={propertyTexts.yes} falseLabel={propertyTexts.no} />
);

const readinessChoices = READINESS_FILTERS.map((id) => ({ id, name: readinessTexts.filter[id] }));

/**
 * The list's filters: the search (title, reference, suburb) and, on a wide screen, the
 * category and status are always shown; the province, the flags and the data room's readiness come from 'Add filter'.
 */
export const propertyFilters = (compact: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={labels.q} sx={{ width: { sm: 220 } }} />,
  <LookupFilterInput key="categoryId" source="categoryId" lookup="categories" label={labels.category} alwaysOn={!compact} />,
  <LookupFilterInput key="propertyStatusId" source="propertyStatusId" lookup="property-status" label={labels.status} alwaysOn={!compact} />,
  <LookupFilterInput key="provinceId" source="provinceId" lookup="provinces" label={labels.province} />,
  <FlagInput key="isActive" source="isActive" label={propertyTexts.labels.isActive} />,
  <FlagInput key="isDiscrete" source="isDiscrete" label={propertyTexts.labels.isDiscrete} />,
  <FlagInput key="isFeatured" source="isFeatured" label={propertyTexts.labels.isFeatured} />,
  <FlagInput key="isListable" source="isListable" label={propertyTexts.labels.isListable} />,
  <FlagInput key="isPlaceholder" source="isPlaceholder" label={propertyTexts.labels.isPlaceholder} />,
  <SelectInput
    key="readiness"
    source="readiness"
    label={readinessTexts.column}
    choices={readinessChoices}
    emptyText={labels.any}
    sx={FILTER_SELECT_SX}
  />,
];
