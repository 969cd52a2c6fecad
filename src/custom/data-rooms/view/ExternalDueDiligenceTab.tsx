import { Alert, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useRecordContext, type Identifier } from 'react-admin';
import { useCan } from '../../../auth/useCan';
import { AnswerRequestAction } from '../manage/AnswerRequestAction';
import type { BuyerOption } from '@common/api/users';
import { buyerName } from '../../vault/BuyerPicker';
import { AsBuyerPicker } from './AsBuyerPicker';
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
import { useBuyerView } from './useBuyerView';
import { useExtDdRequests } from './useExtDdRequests';
import { WithheldNotice } from './WithheldNotice';

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
  // 'View as buyer': the requests that buyer raised, under the headings of the rounds they may enter.
  const [buyer, setBuyer] = useState<BuyerOption | null>(null);
  const asBuyer = [useBuyerView(propertyId, 1, buyer?.id), useBuyerView(propertyId, 2, buyer?.id)];
  const queries = buyer ? [requests, round1, round2, ...asBuyer] : [requests, round1, round2];
  const [seen1, seen2] = [asBuyer[0].data, asBuyer[1].data];
  const theirs = useMemo(
    () => (buyer ? new Set([...(seen1?.requests ?? []), ...(seen2?.requests ?? [])].map((request) => request.id)) : null),
    [buyer, seen1, seen2],
  );
  const [filter, setFilter] = useState('');
  const [kind, setKind] = useState<RequestKindFilter>('all');
  const rounds = useMemo(
    () =>
      requests.data && round1.data && round2.data
        ? extDdGroups(
            filterRequests(
              requests.data.filter((request) => !theirs || theirs.has(request.id)),
              filter,
              kind,
            ),
            { 1: round1.data, 2: round2.data },
          )
        : [],
    [requests.data, round1.data, round2.data, filter, kind, theirs],
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
            <AsBuyerPicker value={buyer} onChange={setBuyer} />
            {buyer &&
              asBuyer.map(
                (view) => view.data && view.data.withheld.length > 0 && <WithheldNotice key={view.data.round} view={view.data} />,
              )}
            {buyer && theirs?.size === 0 && (
              <Typography color="text.secondary">{dataRoomTexts.asBuyer.noRequests(buyerName(buyer))}</Typography>
            )}
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
