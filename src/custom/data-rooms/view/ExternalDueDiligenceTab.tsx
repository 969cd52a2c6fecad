import { Alert, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useRecordContext, type Identifier } from 'react-admin';
import { useCan } from '../../../auth/useCan';
import { AnswerRequestAction } from '../manage/AnswerRequestAction';
import { DataRoomLoad } from './DataRoomLoad';
import { filterRequests, type RequestKindFilter } from './extDdFilter';
import { extDdGroups } from './extDdGroups';
import { ExtDdRequestRow } from './ExtDdRequestRow';
import { HeadingRow } from './HeadingRow';
import { dataRoomTexts } from './messages';
import { NotBuiltNotice } from './NotBuiltNotice';
import { RequestFilters } from './RequestFilters';
import { TreeList } from './TreeList';
import { useDataRoomRound } from './useDataRoomRound';
import { useExtDdRequests } from './useExtDdRequests';

const texts = dataRoomTexts.extDd;

/**
 * The External Due Diligence tab (spec §2): the document and information requests raised on the
 * data room's headings, under them in each round's tree, numbered as on the round tabs. An admin
 * marks one answered with a note where no file under its heading answers it (issue 32).
 */
export const ExternalDueDiligenceTab = ({ propertyId }: { propertyId: Identifier }) => {
  const record = useRecordContext();
  const requests = useExtDdRequests(propertyId);
  const round1 = useDataRoomRound(propertyId, 1);
  const round2 = useDataRoomRound(propertyId, 2);
  const queries = [requests, round1, round2];
  const [filter, setFilter] = useState('');
  const [kind, setKind] = useState<RequestKindFilter>('all');
  const rounds = useMemo(
    () =>
      requests.data && round1.data && round2.data
        ? extDdGroups(filterRequests(requests.data, filter, kind), { 1: round1.data, 2: round2.data })
        : [],
    [requests.data, round1.data, round2.data, filter, kind],
  );
  const filtered = filter.trim() !== '' || kind !== 'all';
  const canAnswer = useCan('edit');

  return (
    <DataRoomLoad queries={queries} loading={texts.loading} loadError={texts.loadError}>
      {() =>
        !record?.checklist && !requests.data?.length ? (
          <NotBuiltNotice />
        ) : !requests.data?.length ? (
          <Alert severity="info">{texts.empty}</Alert>
        ) : (
          <Stack spacing={3}>
            <RequestFilters filter={filter} onFilter={setFilter} kind={kind} onKind={setKind} />
            {filtered && rounds.length === 0 && <Typography color="text.secondary">{texts.noMatch}</Typography>}
            {rounds.map(({ round, headings }) => (
              <section key={round} aria-labelledby={`extdd-round-${round}`}>
                <Typography id={`extdd-round-${round}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                  {dataRoomTexts.rounds[round].name}
                </Typography>
                <TreeList label={`${texts.list}: ${dataRoomTexts.rounds[round].name}`}>
                  {headings.flatMap(({ heading, number, requests: raised }) => [
                    <HeadingRow key={`heading-${heading.id}`} item={heading} number={number} />,
                    ...raised.map((request) => (
                      <ExtDdRequestRow
                        key={request.id}
                        request={request}
                        action={canAnswer && <AnswerRequestAction propertyId={Number(propertyId)} request={request} />}
                      />
                    )),
                  ])}
                </TreeList>
              </section>
            ))}
          </Stack>
        )
      }
    </DataRoomLoad>
  );
};
