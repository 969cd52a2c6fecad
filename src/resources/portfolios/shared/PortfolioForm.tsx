import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import type { FieldErrors } from 'react-hook-form';
import { PORTFOLIO_DESCRIPTION_MAX, PORTFOLIO_TITLE_MAX } from '@common/api/portfolios';
import { CardForm } from '../../../components/details/CardForm';
import { filled } from '../../../components/organisation/contactValidation';
import { InvalidFormNotice } from '../../../components/organisation/InvalidFormNotice';
import { portfolioTexts } from '../messages';

/** The title or description missing; otherwise an image slot with a file chosen but not uploaded (NewImageSlot). */
const incomplete = (errors: FieldErrors) =>
  errors.title || errors.description ? portfolioTexts.incomplete : portfolioTexts.images.notUploaded;

export interface PortfolioFormProps {
  submit: { label: string; busyLabel: string };
  /** Spec §2: 6 rows on the details screen, 4 on Add Portfolio. */
  descriptionRows: number;
  /** Title and description marked required, and 'Please fill in title and description' on a submit without them (spec §5 'Add Portfolio'). */
  required: boolean;
  /** More of the form below the two fields (Add Portfolio's image slots, whose links are sent with it). */
  children?: ReactNode;
}

/**
 * Title and Description of a portfolio, in the edit or create context around it. Leaving with
 * unsaved changes asks first; when the record changes under it (an image slot saved), what the
 * admin has typed stays.
 */
export const PortfolioForm = ({ submit, descriptionRows, required, children }: PortfolioFormProps) => (
  <CardForm submit={submit} resetOptions={{ keepDirtyValues: true }}>
    {required && <InvalidFormNotice message={incomplete} />}
    <TextInput
      source="title"
      label={portfolioTexts.fields.title}
      validate={required ? filled : undefined}
      slotProps={{ htmlInput: { maxLength: PORTFOLIO_TITLE_MAX } }}
    />
    <TextInput
      source="description"
      label={portfolioTexts.fields.description}
      validate={required ? filled : undefined}
      multiline
      minRows={descriptionRows}
      slotProps={{ htmlInput: { maxLength: PORTFOLIO_DESCRIPTION_MAX } }}
    />
    {children}
  </CardForm>
);
