import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { NewContentItemBody } from '@common/api/property-content-items';
import { maxLengthOf } from '../../components/LimitedTextInput';
import type { ContentDraft } from './contentDraft';
import { informationTexts } from './messages';
import type { ContentWidth } from './types';

const { fields } = informationTexts;
const HEADER_MAX = maxLengthOf(NewContentItemBody, 'contentHeader');

/**
 * Header, body and width of a content block, shared by the add form and the inline editor.
 * Both text fields are marked required; the form checks them on submit (see useContentForm),
 * after which those in `missing` read 'Required' in error.
 */
export const ContentFields = ({
  value,
  onChange,
  headerLabel,
  bodyLabel,
  disabled,
  missing = [],
}: {
  value: ContentDraft;
  onChange: (draft: ContentDraft) => void;
  headerLabel: string;
  bodyLabel: string;
  disabled?: boolean;
  missing?: ReadonlyArray<keyof ContentDraft>;
}) => {
  const translate = useTranslate();
  const required = translate('ra.validation.required');
  const widthLabelId = useId();
  const set = (patch: Partial<ContentDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack spacing={2}>
      <TextField
        label={headerLabel}
        name="contentHeader"
        value={value.contentHeader}
        error={missing.includes('contentHeader')}
        helperText={missing.includes('contentHeader') ? required : undefined}
        slotProps={{ htmlInput: { maxLength: HEADER_MAX } }}
        onChange={(event) => set({ contentHeader: event.target.value })}
        required
        fullWidth
        disabled={disabled}
      />
      <TextField
        label={bodyLabel}
        name="contentBody"
        value={value.contentBody}
        onChange={(event) => set({ contentBody: event.target.value })}
        error={missing.includes('contentBody')}
        helperText={missing.includes('contentBody') ? required : fields.htmlHint}
        required
        fullWidth
        multiline
        minRows={4}
        disabled={disabled}
      />
      <FormControl disabled={disabled}>
        <FormLabel id={widthLabelId}>{fields.width}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={widthLabelId}
          value={String(value.contentWidth)}
          onChange={(event) => set({ contentWidth: Number(event.target.value) as ContentWidth })}
        >
          <FormControlLabel value="1" control={<Radio />} label={fields.halfWidth} />
          <FormControlLabel value="2" control={<Radio />} label={fields.fullWidth} />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
};
