import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, useCreatePath, useRecordContext } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HeadersTab } from './headers/HeadersTab';
import { LaterReleasePanel } from './LaterReleasePanel';
import { propertyTabs } from './propertyTabs';
import { SummaryTab } from './summary/SummaryTab';

const InformationTab = lazy(() => import('./information/InformationTab').then((module) => ({ default: module.InformationTab })));
const MediaTab = lazy(() => import('./media/MediaTab').then((module) => ({ default: module.MediaTab })));

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
        <Route
          path="information/*"
          element={
            <Suspense fallback={<Loading />}>
              <InformationTab propertyId={record.id} />
            </Suspense>
          }
        />
        <Route
          path="media/*"
          element={
            <Suspense fallback={<Loading />}>
              <MediaTab propertyId={record.id} />
            </Suspense>
          }
        />
        {propertyTabs
          .filter((tab) => 'later' in tab)
          .map((tab) => (
            <Route key={tab.key} path={`${tab.path}/*`} element={<LaterReleasePanel tab={tab.label} />} />
          ))}
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </Box>
  );
};
