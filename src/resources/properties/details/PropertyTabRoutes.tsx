import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading, useCreatePath, useRecordContext } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HeadersTab } from './headers/HeadersTab';
import { SummaryTab } from './summary/SummaryTab';
import { tabViews } from './propertyTabViews';

const { information: InformationTab, media: MediaTab, vault: VaultTab, round: RoundTab } = tabViews;
const { externalDueDiligence: ExternalDueDiligenceTab, manageDataRooms: ManageDataRoomsTab } = tabViews;

/** A tab whose code loads when it is first opened, with the app's loading screen meanwhile. */
const lazyTab = (path: string, tab: ReactNode) => (
  <Route key={path} path={`${path}/*`} element={<Suspense fallback={<Loading />}>{tab}</Suspense>} />
);

/** The content of each tab, by its address under '/properties/{id}'; an unknown tab opens the Summary. */
export const PropertyTabRoutes = () => {
  const record = useRecordContext();
  const basePath = useCreatePath()({ resource: 'properties', id: record?.id, type: 'edit' });
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Routes>
        <Route index element={<SummaryTab />} />
        <Route path="headers" element={<HeadersTab />} />
        {lazyTab('information', <InformationTab propertyId={record.id} />)}
        {lazyTab('media', <MediaTab propertyId={record.id} />)}
        {lazyTab('vault', <VaultTab propertyId={record.id} />)}
        {lazyTab('virtual-data-room', <RoundTab key="round-1" propertyId={record.id} round={1} />)}
        {lazyTab('due-diligence', <RoundTab key="round-2" propertyId={record.id} round={2} />)}
        {lazyTab('external-due-diligence', <ExternalDueDiligenceTab propertyId={record.id} />)}
        {lazyTab('manage-datarooms', <ManageDataRoomsTab propertyId={record.id} />)}
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </Box>
  );
};
