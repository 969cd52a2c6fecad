import type { Identifier } from 'react-admin';
import type { Agent } from './propertyTypes';

/**
 * The Agent dropdown's choices: the chosen agency's active agents, plus the property's own agent
 * while their agency is chosen if they are not among them (deactivated since, issue 28). So the
 * form still shows who the agent is and a save keeps them, though nobody can pick them anew.
 */
export function agentChoices(active: Agent[] | undefined, current: Agent | undefined, agencyId: Identifier | null | undefined) {
  if (!active || !current || current.agency?.id !== agencyId || active.some((agent) => agent.id === current.id)) return active;
  return [...active, current];
}
