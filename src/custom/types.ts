import type { ComponentType } from 'react';

/** A bespoke screen (STYLE.md example 4) mounted at its own route inside the shell. */
export interface CustomScreen {
  path: string;
  component: ComponentType;
  /** Its sidebar link, placed after the list link of the resource named `after`. */
  menu?: { label: string; icon: ComponentType; after: string };
}
