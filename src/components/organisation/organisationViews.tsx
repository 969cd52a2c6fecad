import { SearchInput } from 'react-admin';
import { NameLink } from '../record-list/NameLink';
import { RecordList } from '../record-list/RecordList';
import type { RecordColumn } from '../record-list/types';
import { ActiveBadge, ActiveFilterInput } from './activeStatus';
import { ContactInputs } from './ContactInputs';
import { contactPayload, nameOf } from './contactPayload';
import { addFormRules, type ContactRules } from './contactValidation';
import { organisationTexts } from './messages';
import { OrganisationCreate } from './OrganisationCreate';
import { OrganisationEdit } from './OrganisationEdit';
import { ActiveInput, DescriptionInput, NameInput } from './OrganisationFields';

const { labels, status } = organisationTexts;

/** An organisation area's own texts (its folder's messages.ts, spec texts verbatim). */
interface AreaTexts {
  listTitle: string;
  loading: string;
  loadError: string;
  empty: string;
  createTitle: string;
  create: string;
  creating: string;
  created: string;
  createError: string;
  detailsTitle: string;
  notFound: string;
  detailLoadError: string;
  backToList: string;
  updated: string;
  /** The name field's label. */
  name: string;
}

/**
 * A seller-like area of the app (spec §2 'Sellers' and 'Agencies'), as data: the screens are
 * the same and differ only in what is written here, as the server's organisation areas do.
 */
export interface OrganisationArea<Row extends { id: number; isActive: boolean }> {
  resource: string;
  /** The record's key for its name, as the API has it. */
  nameField: keyof Row & string;
  texts: AreaTexts;
  /** The spec's routes: the list, and the create form. */
  listPath: string;
  createPath: string;
  /** The list's columns between the name and Status, in the spec's order. */
  columns: RecordColumn<Row>[];
  /** The spec's field order: an agency's description comes before its contact fields, a seller's after. */
  descriptionFirst: boolean;
  /** What a blank description is sent as: 'Not captured' for sellers (spec §3), null for agencies. */
  blankDescription: string | null;
  /** The details form's rules (spec §5: a seller's and an agency's edit differ). */
  editRules: ContactRules;
  /** The notice for a failed save (spec §8 words the sellers' per cause). */
  updateFailure: (error: unknown) => string;
  /** The CSV export's file name. */
  exportName: string;
}

/** The search (name, contact person, email; agencies also their description) and Active/Inactive. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={organisationTexts.search} sx={{ width: { sm: 240 } }} />,
  <ActiveFilterInput key="isActive" source="isActive" label={labels.status} alwaysOn />,
];

/** The list: ID, the name (a link to the record), the area's columns, then Status (a badge, beside the name on a phone card; Active/Inactive in the CSV). */
const OrganisationList = <Row extends { id: number; isActive: boolean }>({ area }: { area: OrganisationArea<Row> }) => (
  <RecordList
    config={{
      resource: area.resource,
      title: area.texts.listTitle,
      nameSource: area.nameField,
      columns: [
        { source: 'id', label: labels.id },
        {
          source: area.nameField,
          label: area.texts.name,
          render: (row) => <NameLink to={`/${area.resource}/${row.id}`} name={String(row[area.nameField])} />,
        },
        ...area.columns,
        {
          source: 'isActive',
          label: labels.status,
          render: (row) => <ActiveBadge isActive={row.isActive} />,
          csv: (row) => (row.isActive ? status.active : status.inactive),
          headline: true,
        },
      ],
      filters,
      texts: {
        loading: area.texts.loading,
        loadError: area.texts.loadError,
        empty: area.texts.empty,
        add: area.texts.createTitle,
        export: organisationTexts.export,
      },
      addPath: area.createPath,
      exportName: area.exportName,
    }}
  />
);

/** The form's fields in the area's order; the Add form has no Active switch (new ones are active). */
export const OrganisationInputs = <Row extends { id: number; isActive: boolean }>({
  area,
  rules,
  withActive,
}: {
  area: OrganisationArea<Row>;
  rules: ContactRules;
  withActive: boolean;
}) => (
  <>
    <NameInput source={area.nameField} label={area.texts.name} rules={rules} />
    {area.descriptionFirst && <DescriptionInput />}
    <ContactInputs rules={rules} />
    {!area.descriptionFirst && <DescriptionInput />}
    {withActive && <ActiveInput />}
  </>
);

/**
 * The body of the area's POST and PUT (spec §7): trimmed, blank optional fields as null. The
 * spec sent userId 3; this sends the logged-in admin's id (the server records the real actor).
 */
export const organisationPayload =
  <Row extends { id: number; isActive: boolean }>({ nameField, blankDescription }: OrganisationArea<Row>) =>
  (values: Record<string, unknown>, userId?: number) => ({
    userId,
    [nameField]: nameOf(values[nameField]),
    ...contactPayload(values, blankDescription),
  });

/** The Add form (spec §2, validated as Add Seller, §5); on success the list. */
const OrganisationCreateView = <Row extends { id: number; isActive: boolean }>({ area }: { area: OrganisationArea<Row> }) => (
  <OrganisationCreate
    title={area.texts.createTitle}
    submit={{ label: area.texts.create, busyLabel: area.texts.creating }}
    texts={{ created: area.texts.created, failed: area.texts.createError }}
    listPath={area.listPath}
    rules={addFormRules}
    transform={organisationPayload(area)}
  >
    <OrganisationInputs area={area} rules={addFormRules} withActive={false} />
  </OrganisationCreate>
);

/** A record's details (spec §2), with the area's edit rules and failure notices. */
const OrganisationEditView = <Row extends { id: number; isActive: boolean }>({ area }: { area: OrganisationArea<Row> }) => (
  <OrganisationEdit
    title={area.texts.detailsTitle}
    notFound={area.texts.notFound}
    loadError={area.texts.detailLoadError}
    back={{ to: area.listPath, label: area.texts.backToList }}
    updated={area.texts.updated}
    failureMessage={area.updateFailure}
    rules={area.editRules}
    transform={organisationPayload(area)}
  >
    <OrganisationInputs area={area} rules={area.editRules} withActive />
  </OrganisationEdit>
);

/** The area's three screens, as its resource config names them. */
export const organisationScreens = <Row extends { id: number; isActive: boolean }>(area: OrganisationArea<Row>) => ({
  List: () => <OrganisationList area={area} />,
  Edit: () => <OrganisationEditView area={area} />,
  Create: () => <OrganisationCreateView area={area} />,
});

/** The contact number column: a number is not broken across lines. */
export const contactNumberColumn = <Row extends { id: number; contactNumber: string | null }>(label: string): RecordColumn<Row> => ({
  source: 'contactNumber',
  label,
  render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.contactNumber}</span>,
  hideBelow: 'md',
});
