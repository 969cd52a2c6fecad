import { activityOperations } from '@common/api/activity';
import { agencyOperations } from '@common/api/agencies';
import { authOperations } from '@common/api/auth';
import { buyerPathOperations } from '@common/api/buyer-path';
import { buyerViewOperations } from '@common/api/buyer-view';
import { dashboardOperations } from '@common/api/dashboard';
import { dataRoomOperations } from '@common/api/data-rooms';
import { discreteUserOperations } from '@common/api/discrete-users';
import { historyOperations } from '@common/api/history';
import { inboxOperations } from '@common/api/inbox';
import { mediaVideoOperations } from '@common/api/media-videos';
import { ndaRegisterOperations } from '@common/api/nda-register';
import { portfolioOperations } from '@common/api/portfolios';
import { propertyOperations } from '@common/api/properties';
import { propertyContentItemOperations } from '@common/api/property-content-items';
import { propertyMediaItemOperations } from '@common/api/property-media-items';
import { readinessOperations } from '@common/api/readiness';
import { searchOperations } from '@common/api/search';
import { sellerCompanyOperations } from '@common/api/seller-companies';
import { signedDocUrlOperations } from '@common/api/signed-doc-url';
import { uploadOperations } from '@common/api/uploads';
import { userOperations } from '@common/api/users';

/**
 * Every operation the app calls beyond react-admin's record calls, by the name of its data
 * provider method. Each is declared in common/api once; the provider's method and its type are
 * derived from the declaration (src/operationCall.ts).
 */
export const operations = {
  ...portfolioOperations,
  ...dataRoomOperations,
  ...discreteUserOperations,
  ...ndaRegisterOperations,
  ...signedDocUrlOperations,
  ...uploadOperations,
  ...activityOperations,
  ...authOperations,
  ...mediaVideoOperations,
  ...propertyContentItemOperations,
  ...propertyMediaItemOperations,
  ...propertyOperations,
  ...agencyOperations,
  ...sellerCompanyOperations,
  ...userOperations,
  ...searchOperations,
  ...dashboardOperations,
  ...inboxOperations,
  ...readinessOperations,
  ...historyOperations,
  ...buyerPathOperations,
  ...buyerViewOperations,
};
