import { PasswordInput } from 'react-admin';
import { FormSection, fullRow } from '../properties/shared/FormSection';
import { userTexts } from './messages';
import { RoleAgencyInputs } from './RoleAgencyInputs';
import { emailAddress, optionalPassword, requiredValue } from './userValidation';
import { NewUserBody } from '@common/api/users';
import { LimitedTextInput } from '../../components/LimitedTextInput';

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
      <LimitedTextInput body={NewUserBody} source="firstName" label={labels.firstName} validate={requiredValue} />
      <LimitedTextInput body={NewUserBody} source="lastName" label={labels.lastName} validate={requiredValue} />
      {/* Not type="email": the browser's own check would hold the form back with a popup of its own. */}
      <LimitedTextInput
        body={NewUserBody}
        source="emailAddress"
        label={labels.emailAddress}
        validate={emailAddress}
        slotProps={emailKeyboard}
      />
      <LimitedTextInput body={NewUserBody} source="cellNumber" label={labels.cellNumber} type="tel" />
      <LimitedTextInput body={NewUserBody} source="companyName" label={labels.companyName} sx={fullRow} />
      <LimitedTextInput body={NewUserBody} source="notes" label={labels.notes} multiline minRows={3} sx={fullRow} />
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
