import { Button, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useCreate, useGetIdentity, useNotify } from 'react-admin';
import { ContentFields } from './ContentFields';
import { EMPTY_DRAFT } from './contentDraft';
import { informationTexts } from './messages';
import { nextDisplayOrder } from './reorder';
import { useContentForm } from './useContentForm';
import { CONTENT_ITEMS, type ContentItem, type ContentItemWrite } from './types';
import { failureText } from '../../components/edit-conflict/editConflict';

/** 'Add New Information Block' (spec §2, §5): a new block goes to the end of the list. */
export const AddContentBlockForm = ({
  propertyId,
  items,
  onAdded,
}: {
  propertyId: number;
  items: readonly ContentItem[];
  onAdded: () => void;
}) => {
  const titleId = useId();
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  const [create, { isPending }] = useCreate<ContentItemWrite>();

  const { submit, fields } = useContentForm(EMPTY_DRAFT, (content, reset) =>
    create(
      CONTENT_ITEMS,
      { data: { userId: identity?.id, propertyId, ...content, displayOrder: nextDisplayOrder(items) } },
      {
        onSuccess: () => {
          notify(informationTexts.added, { type: 'success' });
          reset();
          onAdded();
        },
        onError: (error) => notify(failureText(error, informationTexts.addError), { type: 'error' }),
        returnPromise: true,
      },
    ),
  );

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent component="form" noValidate onSubmit={submit}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {informationTexts.addTitle}
        </Typography>
        <ContentFields
          {...fields}
          headerLabel={informationTexts.fields.addHeader}
          bodyLabel={informationTexts.fields.addBody}
          disabled={isPending}
        />
        <Button type="submit" variant="contained" disabled={isPending} sx={{ mt: 2 }}>
          {informationTexts.add}
        </Button>
      </CardContent>
    </Card>
  );
};
