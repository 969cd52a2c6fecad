import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, RecordContextProvider, type DataProvider, type RaRecord } from 'react-admin';

/**
 * Renders a part of a record's screen as the app shows it: inside AdminContext with a fresh
 * store (no state carried between tests), on `record`, with the notifications its writes end in.
 */
export function renderOnRecord(dataProvider: DataProvider, record: RaRecord, ui: ReactElement) {
  return render(
    <AdminContext dataProvider={dataProvider} store={memoryStore()}>
      <RecordContextProvider value={record}>
        {ui}
        <Notification />
      </RecordContextProvider>
    </AdminContext>,
  );
}
