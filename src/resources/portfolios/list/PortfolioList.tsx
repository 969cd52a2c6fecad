import { RecordList } from '../../../components/record-list/RecordList';
import { portfolioListConfig } from './portfolioColumns';

/** Spec §2 'Manage Portfolios' at '/portfolios'. */
export const PortfolioList = () => <RecordList config={portfolioListConfig} />;
