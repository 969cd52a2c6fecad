import { Tab, Tabs } from '@mui/material';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { detailsTexts } from './messages';
import { propertyTabs, tabHref, type PropertyTab } from './propertyTabs';

/**
 * The nine tabs as links, so the address names the tab and back/forward move between tabs.
 * They scroll sideways when the screen is too narrow for all of them. The scroll buttons are
 * always laid out: buttons appearing after the first layout would hide the selected tab.
 */
export const PropertyTabsBar = ({ current }: { current: PropertyTab }) => {
  const record = useRecordContext();
  const basePath = useCreatePath()({ resource: 'properties', id: record?.id, type: 'edit' });
  return (
    <Tabs
      value={current.key}
      variant="scrollable"
      scrollButtons
      allowScrollButtonsMobile
      aria-label={detailsTexts.tabsLabel}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {propertyTabs.map((tab) => (
        <Tab key={tab.key} value={tab.key} label={tab.label} component={Link} to={tabHref(basePath, tab)} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
};
