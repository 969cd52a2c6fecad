import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, countries, propertyStatuses, provinces, sellerCompanies, users, type NewProperty } from '../../db/schema';
import { badRequest, type FieldErrors } from '../../errors';
import { AGENT_ROLE_TYPE } from '@common/role-types';

/** The rows a property names by id, in the order a 400 lists the missing ones; the agent is checked apart, for its role. */
const REFERENCED = [
  ['categoryId', categories],
  ['propertyStatusId', propertyStatuses],
  ['provinceId', provinces],
  ['countryId', countries],
  ['sellerCompanyId', sellerCompanies],
] as const;

type References = Partial<Pick<NewProperty, (typeof REFERENCED)[number][0] | 'agentId'>>;

/** Every id the body names must exist (and the agent must be an agent): 400 naming each field otherwise. */
export async function assertReferences(db: DbOrTx, data: References): Promise<void> {
  const fields: FieldErrors = {};
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  for (const [field, table] of REFERENCED) {
    const id = data[field];
    if (id == null) continue;
    const found = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (found.length === 0) fields[field] = 'does not exist';
  }
  if (data.agentId != null) {
    const [agent] = await db.select({ role: users.userRoleTypeId }).from(users).where(eq(users.id, data.agentId));
    if (!agent) fields.agentId = 'does not exist';
    else if (agent.role !== AGENT_ROLE_TYPE) fields.agentId = 'is not an agent';
  }
  if (Object.keys(fields).length) throw badRequest(`Invalid request: ${Object.keys(fields).join(', ')} refer to nothing usable`, fields);
}
