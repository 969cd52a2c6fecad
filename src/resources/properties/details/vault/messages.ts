/**
 * The Vault tab's texts. Spec texts (§2 'Vault tab' slot names, §5 'Checklist', §8 'Media and
 * vault') are verbatim; the spec gives no wording for success, so it reads like the app's other notices.
 */
export const vaultTexts = {
  slots: {
    ndaLink: 'NDA Link',
    checklist: 'Dataroom Checklist',
    customNda: 'Custom NDA',
    signatories: 'NDA Signatories',
    discreteUsers: 'Discrete Users',
  },
  laterSlot: 'Arrives with the vault release.',
  checklist: {
    label: 'Checklist',
    options: { Office: 'Office', Hospitality: 'Hospitality' },
    hint: 'The data room is built once from the chosen checklist; it cannot be changed afterwards.',
    submit: 'Submit',
    submitting: 'Submitting...',
    required: 'Please select a dataroom checklist option',
    failed: 'Failed to submit dataroom checklist. Please try again.',
    built: (name: string) => `Data room built from the ${name} checklist.`,
    alreadyBuilt: 'The data room of this property was built meanwhile; its checklist is shown.',
    current: 'The data room of this property is built from the checklist:',
  },
} as const;
