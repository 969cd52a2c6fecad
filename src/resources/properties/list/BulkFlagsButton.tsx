import TuneIcon from '@mui/icons-material/Tune';
import { Divider, Menu, MenuItem } from '@mui/material';
import { Fragment, useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { failureText } from '../../../components/edit-conflict/editConflict';
import { propertyTexts } from '../messages';
import { propertyListTexts } from './messages';
import { LIST_FLAGS } from './propertyFormat';

const texts = propertyListTexts.bulk;
const labels = propertyTexts.labels;

/**
 * Sets or clears one of the four flags on every selected property (issue 32), in react-admin's
 * undoable mode: the rows change at once, the one request (PUT /api/properties/flags, one
 * transaction) leaves when the notice closes, and Undo sends nothing.
 */
export const BulkFlagsButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const change = (flag: (typeof LIST_FLAGS)[number], yes: boolean) => {
    setAnchor(null);
    const count = selectedIds.length;
    void updateMany(
      'properties',
      { ids: selectedIds, data: { [flag]: yes } },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify(texts.changed(labels[flag], yes, count), { type: 'info', undoable: true });
          onUnselectItems();
        },
        onError: (error) => {
          notify(failureText(error, texts.failed), { type: 'error' });
          refresh();
        },
      },
    );
  };

  return (
    <>
      <Button
        label={texts.open}
        disabled={isPending}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TuneIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': texts.menu } }}>
        {LIST_FLAGS.map((flag, i) => (
          <Fragment key={flag}>
            {i > 0 && <Divider />}
            {[true, false].map((yes) => (
              <MenuItem key={String(yes)} onClick={() => change(flag, yes)}>
                {texts.choice(labels[flag], yes)}
              </MenuItem>
            ))}
          </Fragment>
        ))}
      </Menu>
    </>
  );
};
