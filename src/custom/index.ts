import { landingOrderScreen } from './landing-order';
import type { CustomScreen } from './types';

/** Every bespoke screen with a route of its own, one line each (the property tabs are routes of the details screen). */
export const customScreens: CustomScreen[] = [landingOrderScreen];
