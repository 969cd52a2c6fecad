import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { DataRoomItem } from '@common/api/data-rooms';
import { manageTexts } from './messages';
import { RowAction } from './RowAction';

const texts = manageTexts.visibility;

/** Shows or hides a row: the open eye on a visible row (green), the struck eye on a hidden one (red). */
export const VisibilityAction = ({
  item,
  name,
  onToggle,
}: {
  item: DataRoomItem;
  name: string;
  onToggle: (item: DataRoomItem) => void;
}) => (
  <RowAction
    label={item.isVisible ? texts.hide(name) : texts.show(name)}
    color={item.isVisible ? 'success' : 'error'}
    onClick={() => onToggle(item)}
  >
    {item.isVisible ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
  </RowAction>
);
