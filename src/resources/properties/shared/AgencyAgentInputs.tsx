import { useFormContext, useWatch } from 'react-hook-form';
import { required } from 'react-admin';
import { agentChoices } from './agentChoices';
import { CurrentAgentDetails } from './CurrentAgentDetails';
import { LookupSelectInput } from './LookupSelectInput';
import { propertyFormTexts } from './propertyFormTexts';
import type { Agent } from './propertyTypes';
import { requiredWhen } from './propertyValidation';
import { useAgencies, useAgents } from './useFormChoices';

const labels = propertyFormTexts.fields;
const requiredAgent = required();

/**
 * The 'Agent Details' inputs both property forms share (spec §2): the agent list is that of the
 * chosen agency, disabled until one is chosen, and choosing another agency clears the agent.
 * With `currentAgent` (the Headers form), that agent is shown read-only while its own agency is
 * chosen; after a move to another agency an agent of it must be picked, since falling back to
 * the current one would leave the property with an agent of the old agency.
 */
export const AgencyAgentInputs = ({ isRequired, currentAgent }: { isRequired: boolean; currentAgent?: Agent }) => {
  const { setValue } = useFormContext();
  const agencyId = useWatch<{ agencyId?: number | null }>({ name: 'agencyId' });
  const agencies = useAgencies();
  const agents = useAgents(agencyId);
  const noAgency = agencyId == null;
  const ownAgency = currentAgent?.agency != null && currentAgent.agency.id === agencyId;
  const movedAgency = currentAgent != null && !noAgency && !ownAgency;

  return (
    <>
      <LookupSelectInput
        source="agencyId"
        label={labels.agency}
        choices={agencies.data}
        optionText={(agency) => agency.agencyName}
        isPending={agencies.isPending}
        error={agencies.error}
        validate={requiredWhen(isRequired)}
        onChange={() => setValue('agentId', null, { shouldDirty: true })}
      />
      <LookupSelectInput
        source="agentId"
        label={labels.agent}
        choices={agentChoices(agents.data, currentAgent, agencyId)}
        optionText={(agent) => `${agent.firstName} ${agent.lastName}`}
        isPending={agents.isPending}
        error={agents.error}
        disabled={noAgency}
        helperText={
          noAgency
            ? propertyFormTexts.chooseAgencyFirst
            : agents.data?.length === 0
              ? propertyFormTexts.noAgents
              : movedAgency
                ? propertyFormTexts.chooseAgentOfAgency
                : undefined
        }
        validate={isRequired || movedAgency ? requiredAgent : undefined}
      />
      {ownAgency && <CurrentAgentDetails agent={currentAgent} />}
    </>
  );
};
