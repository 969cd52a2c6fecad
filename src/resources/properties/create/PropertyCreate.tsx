import { SimpleForm, Toolbar, useGetIdentity } from 'react-admin';
import { AgencyAgentInputs } from '../shared/AgencyAgentInputs';
import { FormSection } from '../shared/FormSection';
import { LocationInputs } from '../shared/LocationInputs';
import { PropertyInformationInputs } from '../shared/PropertyInformationInputs';
import { propertyFormTexts } from '../shared/propertyFormTexts';
import { newPropertyPayload } from '../shared/propertyPayload';
import type { PropertyFormValues } from '../shared/propertyTypes';
import { createTexts } from './messages';
import { SellerInput } from './SellerInput';
import { CreatePage } from '../../../components/details/CreatePage';
import { SubmitButton } from '../../../components/details/SubmitButton';
import { UnsavedChangesWarning } from '../../../components/UnsavedChangesWarning';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';

const sections = propertyFormTexts.sections;

/** Save is enabled on an empty form too, so that pressing it marks every required field; a double click creates one property. */
const CreateToolbar = () => (
  <Toolbar>
    <SubmitButton />
  </Toolbar>
);

/**
 * Spec §2 'Add New Property' at '/add-property'. On success the list opens; a failure reads
 * the spec's message (mapped in the resource config) and a 400's field errors sit under
 * their fields.
 */
export const PropertyCreate = () => {
  const { identity } = useGetIdentity();
  const userId = identity?.id != null ? Number(identity.id) : undefined;
  return (
    <CreatePage<PropertyFormValues>
      title={createTexts.title}
      created={createTexts.created}
      redirectTo="list"
      resource="properties"
      transform={(values) => newPropertyPayload(values, userId)}
    >
      <SimpleForm toolbar={<CreateToolbar />}>
        <UnsavedChangesWarning />
        <FocusFirstInvalid />
        <FormSection title={sections.information}>
          <PropertyInformationInputs isRequired>
            <SellerInput />
          </PropertyInformationInputs>
        </FormSection>
        <FormSection title={sections.location}>
          <LocationInputs isRequired addressLines={3} />
        </FormSection>
        <FormSection title={sections.agent}>
          <AgencyAgentInputs isRequired />
        </FormSection>
      </SimpleForm>
    </CreatePage>
  );
};
