import { addFormRules } from '../../components/organisation/contactValidation';
import { OrganisationCreate } from '../../components/organisation/OrganisationCreate';
import { sellerTexts } from './messages';
import { sellerPayload } from './sellerPayload';
import { SellerInputs } from './SellerInputs';

/** Spec §2 'Add Seller' at '/add-seller': all four fields required (§5); on success the list. */
export const SellerCreate = () => (
  <OrganisationCreate
    title={sellerTexts.createTitle}
    submit={{ label: sellerTexts.create, busyLabel: sellerTexts.creating }}
    texts={{ created: sellerTexts.created, failed: sellerTexts.createError }}
    listPath="/sellers"
    rules={addFormRules}
    transform={sellerPayload}
  >
    <SellerInputs rules={addFormRules} withActive={false} />
  </OrganisationCreate>
);
