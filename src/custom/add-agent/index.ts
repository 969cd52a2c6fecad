import type { CustomScreen } from '../types';
import { AddAgentPlaceholder } from './AddAgentPlaceholder';

export const addAgentScreen: CustomScreen = { path: '/add-agent', component: AddAgentPlaceholder };
