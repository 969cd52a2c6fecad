import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { dataRoomTexts } from '../../../../custom/data-rooms/view/messages';
import { readinessTexts } from '../../../../custom/data-rooms/readiness/messages';
import { ReadinessBar } from '../../../../custom/data-rooms/readiness/ReadinessBar';
import { useReadiness } from '../../../../custom/data-rooms/readiness/useReadiness';
import { SummarySection } from './SummarySection';

const texts = readinessTexts.summary;

/** Issue 33 'Readiness' on the Summary tab: each round's share of expected documents published. */
export const ReadinessSummary = ({ propertyId }: { propertyId: number }) => {
  const { data, error, refetch, isFetching } = useReadiness(propertyId);
  if (error) return <LoadErrorAlert message={texts.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <SummarySection
      title={texts.title}
      items={(data?.rounds ?? []).map((round) => ({
        label: dataRoomTexts.rounds[round.round].name,
        value: <ReadinessBar count={round} />,
      }))}
    />
  );
};
