import { sellerEditRules } from '../../components/organisation/contactValidation';
import { OrganisationEdit } from '../../components/organisation/OrganisationEdit';
import { sellerTexts } from './messages';
import { sellerPayload } from './sellerPayload';
import { SellerInputs } from './SellerInputs';
import { sellerUpdateFailure } from './sellerUpdateFailure';

/** Spec §2 'Seller Details' at '/sellers/{id}', with the seller edit rules of §5 and the failures of §8. */
export const SellerEdit = () => (
  <OrganisationEdit
    title={sellerTexts.detailsTitle}
    notFound={sellerTexts.notFound}
    loadError={sellerTexts.detailLoadError}
    back={{ to: '/sellers', label: sellerTexts.backToList }}
    updated={sellerTexts.updated}
    failureMessage={sellerUpdateFailure}
    rules={sellerEditRules}
    transform={sellerPayload}
  >
    <SellerInputs rules={sellerEditRules} withActive />
  </OrganisationEdit>
);
