import type { ReactNode } from 'react';
import { fullRow } from './FormSection';
import { LookupSelectInput } from './LookupSelectInput';
import { propertyFormTexts } from './propertyFormTexts';
import { requiredWhen } from './propertyValidation';
import { useLookup } from './useLookup';
import { NewPropertyBody } from '@common/api/properties';
import { LimitedTextInput } from '../../../components/LimitedTextInput';

const labels = propertyFormTexts.fields;
const titleOf = (choice: { title: string }) => choice.title;

/**
 * The 'Property Information' inputs both property forms share: name, category, status, teaser
 * and introduction. `leading` goes first (the Headers form's reference); `children` after the
 * status (the Add form's seller).
 */
export const PropertyInformationInputs = ({
  isRequired,
  leading,
  children,
}: {
  isRequired: boolean;
  leading?: ReactNode;
  children?: ReactNode;
}) => {
  const categories = useLookup('categories');
  const statuses = useLookup('property-status');
  const validate = requiredWhen(isRequired);
  const longText = { body: NewPropertyBody, validate, multiline: true, sx: fullRow };
  return (
    <>
      {leading}
      <LimitedTextInput body={NewPropertyBody} source="listingTitle" label={labels.name} validate={validate} />
      <LookupSelectInput source="categoryId" label={labels.category} optionText={titleOf} validate={validate} {...categories} />
      <LookupSelectInput source="propertyStatusId" label={labels.status} optionText={titleOf} validate={validate} {...statuses} />
      {children}
      <LimitedTextInput source="listingDescription" label={labels.teaser} minRows={2} {...longText} />
      <LimitedTextInput source="shortDescription" label={labels.introduction} minRows={4} {...longText} />
    </>
  );
};
