import { DetailsEdit } from '../../../components/details/DetailsEdit';
import { portfolioTexts } from '../messages';
import { portfolioPayload } from '../shared/portfolioPayload';
import { PortfolioForm } from '../shared/PortfolioForm';
import { PortfolioImages } from './PortfolioImages';
import { PortfolioProperties } from './properties/PortfolioProperties';

const failed = () => portfolioTexts.updateError;
const payload = (values: Record<string, unknown>, userId?: number) => portfolioPayload(values, userId, false);

/**
 * Spec §2 'Portfolio Details' at '/portfolios/{id}': title and description (no validation of
 * its own, spec §5; the server's field errors show), the four pictures, and the properties the
 * portfolio offers.
 */
export const PortfolioEdit = () => (
  <DetailsEdit
    title={portfolioTexts.detailsTitle}
    notFound={portfolioTexts.notFound}
    loadError={portfolioTexts.detailLoadError}
    back={{ to: '/portfolios', label: portfolioTexts.backToList }}
    updated={portfolioTexts.updated}
    failureMessage={failed}
    transform={payload}
  >
    <PortfolioForm submit={{ label: portfolioTexts.update, busyLabel: portfolioTexts.updating }} descriptionRows={6} required={false} />
    <PortfolioImages />
    <PortfolioProperties />
  </DetailsEdit>
);
