import { Box } from '@mui/material';
import { Suspense } from 'react';
import { useRecordContext } from 'react-admin';
import { SafeHtml } from '../../../../components/SafeHtml';
import { propertyFlags } from '../../shared/propertyFlags';
import { propertyFormTexts } from '../../shared/propertyFormTexts';
import type { PropertyRecord } from '../../shared/propertyTypes';
import { YesNo } from '../../shared/YesNo';
import { detailsTexts } from '../messages';
import { CarouselLoading } from '../../../../custom/property-media-items/carousel/CarouselLoading';
import { PortfolioMemberships } from './PortfolioMemberships';
import { ReadinessSummary } from './ReadinessSummary';
import { SummarySection, type SummaryItem } from './SummarySection';
import { lazyNamed } from '../../../../components/lazyNamed';

// The carousel's code is a chunk of its own (DESIGN.md); its loading state takes the same room.
const ImageCarousel = lazyNamed(() => import('../../../../custom/property-media-items/carousel/ImageCarousel'), 'ImageCarousel');

const labels = detailsTexts.summary;
const sections = propertyFormTexts.sections;

/** Spec §2 'Summary tab': the property's images, then its information, location, agent and flags, read-only; then its data room's readiness and the portfolios offering it. */
export const SummaryTab = () => {
  const record = useRecordContext<PropertyRecord>();
  if (!record) return null;
  const { agent } = record;
  const location: SummaryItem[] = [
    { label: labels.address, value: record.addressLine1 },
    ...(record.addressLine2 ? [{ label: labels.address2, value: record.addressLine2 }] : []),
    { label: labels.suburb, value: record.suburb },
    { label: labels.province, value: record.province },
    { label: labels.country, value: record.country },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Suspense fallback={<CarouselLoading />}>
          <ImageCarousel propertyId={record.id} title={record.title} />
        </Suspense>
      </Box>
      <SummarySection
        title={sections.information}
        items={[
          { label: labels.reference, value: record.propertyReference },
          { label: labels.name, value: record.title },
          { label: labels.category, value: record.category },
          { label: labels.status, value: record.propertyStatus },
          { label: labels.seller, value: record.sellerCompany.companyName },
          // The introduction may hold HTML written by an admin.
          { label: labels.description, value: <SafeHtml component="div" html={record.shortDescription} sx={{ '& p': { m: 0 } }} /> },
        ]}
      />
      <SummarySection title={sections.location} items={location} />
      <SummarySection
        title={sections.agent}
        items={[
          { label: labels.agentName, value: `${agent.firstName} ${agent.lastName}` },
          { label: labels.agentEmail, value: agent.emailAddress },
          { label: labels.agency, value: agent.agency?.name ?? agent.agencyName ?? '-' },
        ]}
      />
      <SummarySection
        title={sections.flags}
        items={propertyFlags.map(({ source, label }) => ({ label, value: <YesNo value={record[source]} /> }))}
      />
      <ReadinessSummary propertyId={record.id} />
      <PortfolioMemberships propertyId={record.id} />
    </Box>
  );
};
