import { LookupSelectInput } from '../shared/LookupSelectInput';
import { propertyFormTexts } from '../shared/propertyFormTexts';
import { requiredWhen } from '../shared/propertyValidation';
import { useSellerCompanies } from '../shared/useFormChoices';

/** The seller company of a new property (the Headers form keeps the property's own). */
export const SellerInput = () => {
  const sellers = useSellerCompanies();
  return (
    <LookupSelectInput
      source="sellerCompanyId"
      label={propertyFormTexts.fields.seller}
      choices={sellers.data}
      optionText={(seller) => seller.companyName}
      isPending={sellers.isPending}
      error={sellers.error}
      validate={requiredWhen(true)}
    />
  );
};
