import type { ReactNode } from 'react';
import { DetailsEdit, type DetailsEditProps } from '../details/DetailsEdit';
import type { ContactRules } from './contactValidation';
import { organisationTexts } from './messages';
import { OrganisationForm } from './OrganisationForm';

export interface OrganisationEditProps extends Omit<DetailsEditProps, 'children'> {
  rules: ContactRules;
  children: ReactNode;
}

/** A seller's or agency's details (spec §2): its form, field errors of a 400 under their fields. */
export const OrganisationEdit = ({ rules, children, ...details }: OrganisationEditProps) => (
  <DetailsEdit {...details}>
    <OrganisationForm rules={rules} submit={{ label: organisationTexts.save, busyLabel: organisationTexts.saving }}>
      {children}
    </OrganisationForm>
  </DetailsEdit>
);
