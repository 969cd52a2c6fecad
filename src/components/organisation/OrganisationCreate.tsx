import type { ReactNode } from 'react';
import { CreateScreen, type CreateScreenProps } from '../details/CreateScreen';
import type { ContactRules } from './contactValidation';
import { OrganisationForm } from './OrganisationForm';

export interface OrganisationCreateProps extends Omit<CreateScreenProps, 'next' | 'linkToCreated' | 'children'> {
  submit: { label: string; busyLabel: string };
  /** Where a created record sends the admin: the list ('/sellers', '/agents'). */
  listPath: string;
  rules: ContactRules;
  children: ReactNode;
}

/** Add Seller and Add Agency (spec §2, §5): their form, then the list, whose notice links to the new record. */
export const OrganisationCreate = ({ submit, listPath, rules, children, ...screen }: OrganisationCreateProps) => (
  <CreateScreen {...screen} next={() => listPath} linkToCreated>
    <OrganisationForm rules={rules} submit={submit}>
      {children}
    </OrganisationForm>
  </CreateScreen>
);
