import { describe, expect, it } from 'vitest';
import { agentChoices } from '../../src/resources/properties/shared/agentChoices';
import type { Agent } from '../../src/resources/properties/shared/propertyTypes';

const agent = (id: number, agencyId: number): Agent => ({
  id,
  firstName: 'Agent',
  lastName: String(id),
  emailAddress: `agent${id}@example.com`,
  cellNumber: null,
  agencyName: `Agency ${agencyId}`,
  agency: { id: agencyId, name: `Agency ${agencyId}` },
});

describe('agentChoices', () => {
  const active = [agent(1, 7), agent(2, 7)];

  it("adds the property's deactivated agent to the active ones while their agency is chosen", () => {
    const leaver = agent(3, 7);
    expect(agentChoices(active, leaver, 7)).toEqual([...active, leaver]);
  });

  it('adds nobody once another agency is chosen, for a new property, or when the agent is still active', () => {
    expect(agentChoices(active, agent(3, 7), 8)).toBe(active);
    expect(agentChoices(active, undefined, 7)).toBe(active);
    expect(agentChoices(active, active[1], 7)).toBe(active);
  });

  it('waits for the list: nothing to choose from before it arrives', () => {
    expect(agentChoices(undefined, agent(3, 7), 7)).toBeUndefined();
  });
});
