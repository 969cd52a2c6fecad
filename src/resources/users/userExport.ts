import { csvLine } from '@common/csv';
import { organisationTexts } from '../../components/organisation/messages';
import { userTexts } from './messages';
import type { UserRecord } from './types';

const columns = userTexts.columns;
const csv = userTexts.csv;

const HEADER = [
  columns.id,
  csv.firstName,
  csv.lastName,
  columns.email,
  columns.phone,
  columns.role,
  columns.agency,
  csv.companyName,
  columns.status,
];
const { status } = organisationTexts;

/** The table's columns (the name in two, the company name before the status) as CSV, with a BOM for spreadsheets. */
export function usersCsv(rows: UserRecord[]): string {
  const lines = rows.map((user) =>
    csvLine([
      user.id,
      user.firstName,
      user.lastName,
      user.emailAddress,
      user.cellNumber,
      user.userRoleType,
      user.agencyName,
      user.companyName,
      user.isActive ? status.active : status.inactive,
    ]),
  );
  return '\ufeff' + csvLine(HEADER) + lines.join('');
}
