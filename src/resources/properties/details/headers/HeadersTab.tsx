import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Form, SaveButton, TextInput, useCreatePath, useGetIdentity, useNotify, useRecordContext, useSaveContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../../auth/useCan';
import { AgencyAgentInputs } from '../../shared/AgencyAgentInputs';
import { FormSection } from '../../shared/FormSection';
import { LocationInputs } from '../../shared/LocationInputs';
import { PropertyInformationInputs } from '../../shared/PropertyInformationInputs';
import { propertyFlags } from '../../shared/propertyFlags';
import { propertyFormTexts } from '../../shared/propertyFormTexts';
import { headersFormRecord, headersPayload } from '../../shared/propertyPayload';
import type { PropertyFormValues, PropertyRecord } from '../../shared/propertyTypes';
import { detailsTexts } from '../messages';
import { FlagInput } from './FlagInput';
import { UnsavedChangesWarning } from '../../../../components/UnsavedChangesWarning';
import { FocusFirstInvalid } from '../../../../components/FocusFirstInvalid';
import { RecordConflictAlert } from '../../../../components/edit-conflict/RecordConflictAlert';
import { useEditConflict } from '../../../../components/edit-conflict/useEditConflict';

const sections = propertyFormTexts.sections;

/**
 * Spec §2 'Headers tab': the property's header fields and flags. Blank fields keep the current
 * values (spec §5, in headersPayload); after a save the Summary tab opens with what the server
 * stored. A failure reads the spec's message (mapped in the resource config).
 */
export const HeadersTab = () => {
  const record = useRecordContext<PropertyRecord>()!;
  const { save } = useSaveContext();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const navigate = useNavigate();
  const summaryPath = useCreatePath()({ resource: 'properties', id: record.id, type: 'edit' });
  const formRecord = useMemo(() => headersFormRecord(record), [record]);
  const canEdit = useCan('edit');
  const { conflict, onError, clear } = useEditConflict();

  const submit = (values: PropertyFormValues) =>
    save?.(values, {
      transform: (data: PropertyFormValues) => headersPayload(data, record, identity?.id != null ? Number(identity.id) : undefined),
      onSuccess: () => {
        clear();
        notify(detailsTexts.updated, { type: 'success' });
        void navigate(summaryPath);
      },
      onError: (error: unknown) => onError(error, (error as Error).message),
    });

  return (
    <Form record={formRecord} onSubmit={submit} disabled={!canEdit}>
      <UnsavedChangesWarning />
      <FocusFirstInvalid />
      {conflict && <RecordConflictAlert conflict={conflict} onReloaded={clear} />}
      <FormSection title={sections.information}>
        <PropertyInformationInputs
          isRequired={false}
          leading={<TextInput source="propertyReference" label={propertyFormTexts.fields.reference} readOnly />}
        />
      </FormSection>
      <FormSection title={sections.location}>
        <LocationInputs isRequired={false} addressLines={2} />
      </FormSection>
      <FormSection title={sections.agent}>
        <AgencyAgentInputs isRequired={false} currentAgent={record.agent} />
      </FormSection>
      <FormSection title={sections.flags}>
        {propertyFlags.map((flag) => (
          <FlagInput key={flag.source} {...flag} />
        ))}
      </FormSection>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
          <SaveButton label={detailsTexts.saveChanges} />
        </Box>
      )}
    </Form>
  );
};
