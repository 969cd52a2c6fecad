import { Tab, Tabs } from '@mui/material';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { detailsTexts } from './messages';
import { propertyTabs, tabHref, type PropertyTab } from './propertyTabs';

/**
 * Long labels take two lines ('Due Diligence / Data Room') and tabs pad less than MUI's
 * default, so that all nine (977 px) fit a 1280 px window beside the open sidebar (994 px).
 */
const tabSx = { textTransform: 'none', px: 1.5, minWidth: 72, maxWidth: 136, lineHeight: 1.3 } as const;

/**
 * The width of the bar (a CSS container) from which all nine tabs fit without scrolling, so
 * the arrows go. Below it the tabs scroll sideways with arrows that are always laid out:
 * arrows appearing after the first layout (MUI's 'auto') would hide the selected tab.
 */
const FITS_FROM = '980px';

/** The nine tabs as links, so the address names the tab and back/forward move between tabs. */
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
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        containerType: 'inline-size',
        [`@container (min-width: ${FITS_FROM})`]: { '& .MuiTabs-scrollButtons': { display: 'none' } },
      }}
    >
      {propertyTabs.map((tab) => (
        <Tab key={tab.key} value={tab.key} label={tab.label} component={Link} to={tabHref(basePath, tab)} sx={tabSx} />
      ))}
    </Tabs>
  );
};
