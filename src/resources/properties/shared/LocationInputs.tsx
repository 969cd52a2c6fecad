import { LookupSelectInput } from './LookupSelectInput';
import { propertyFormTexts } from './propertyFormTexts';
import { requiredWhen } from './propertyValidation';
import { useLookup } from './useLookup';
import { NewPropertyBody } from '@common/api/properties';
import { LimitedTextInput } from '../../../components/LimitedTextInput';

const labels = propertyFormTexts.fields;
const titleOf = (choice: { title: string }) => choice.title;

/**
 * The 'Location' inputs both property forms share. Address lines 2 and 3 are never required
 * (spec §5); the Headers form shows lines 1 to 2, the Add form 1 to 3.
 */
export const LocationInputs = ({ isRequired, addressLines }: { isRequired: boolean; addressLines: 2 | 3 }) => {
  const provinces = useLookup('provinces');
  const countries = useLookup('countries');
  const validate = requiredWhen(isRequired);
  return (
    <>
      <LimitedTextInput body={NewPropertyBody} source="addressLine1" label={labels.addressLine1} validate={validate} />
      <LimitedTextInput body={NewPropertyBody} source="addressLine2" label={labels.addressLine2} />
      {addressLines === 3 && <LimitedTextInput body={NewPropertyBody} source="addressLine3" label={labels.addressLine3} />}
      <LimitedTextInput body={NewPropertyBody} source="suburb" label={labels.suburb} validate={validate} />
      <LookupSelectInput source="provinceId" label={labels.province} optionText={titleOf} validate={validate} {...provinces} />
      <LookupSelectInput source="countryId" label={labels.country} optionText={titleOf} validate={validate} {...countries} />
    </>
  );
};
