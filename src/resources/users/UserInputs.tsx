import { PasswordInput, TextInput } from 'react-admin';
import { FormSection, fullRow } from '../properties/shared/FormSection';
import { userTexts } from './messages';
import { RoleAgencyInputs } from './RoleAgencyInputs';
import { emailAddress, optionalPassword, requiredValue } from './userValidation';

const labels = userTexts.fields;
/** A phone's email keyboard. */
const emailKeyboard = { htmlInput: { inputMode: 'email' } } as const;

/**
 * Every field of a user, once (spec §2 'User Details' and 'Add User': the same fields). Add
 * User also takes an optional first password; on the details screen the reset-password form
 * changes it.
 */
export const UserInputs = ({ withPassword = false }: { withPassword?: boolean }) => (
  <>
    <FormSection title={userTexts.sections.role}>
      <RoleAgencyInputs />
    </FormSection>
    <FormSection title={userTexts.sections.person}>
      <TextInput source="firstName" label={labels.firstName} validate={requiredValue} />
      <TextInput source="lastName" label={labels.lastName} validate={requiredValue} />
      {/* Not type="email": the browser's own check would hold the form back with a popup of its own. */}
      <TextInput source="emailAddress" label={labels.emailAddress} validate={emailAddress} slotProps={emailKeyboard} />
      <TextInput source="cellNumber" label={labels.cellNumber} type="tel" />
      <TextInput source="companyName" label={labels.companyName} sx={fullRow} />
      <TextInput source="notes" label={labels.notes} multiline minRows={3} sx={fullRow} />
      {withPassword && (
        <PasswordInput
          source="password"
          label={userTexts.initialPassword}
          helperText={userTexts.initialPasswordHelp}
          validate={optionalPassword}
          autoComplete="new-password"
        />
      )}
    </FormSection>
  </>
);
