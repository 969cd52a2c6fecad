import type { AppResource } from './types';

/** Where a resource's list is: the spec's route when it has one ('/agents'), react-admin's otherwise. */
export const listPathOf = ({ name, routePath }: AppResource) => routePath ?? `/${name}`;

/** Where a resource's create form is: the spec's route ('/add-agent'), react-admin's otherwise. */
export const createPathOf = ({ name, createPath }: AppResource) => createPath ?? `/${name}/create`;
