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
  ndaLink: {
    label: 'NDA signature link',
    hint: 'Where buyers sign the NDA (an https:// address).',
    required: 'Please enter an NDA signature link',
    invalid: (problem: string) => `The link ${problem}.`,
    submit: 'Submit',
    submitting: 'Submitting...',
    failed: 'Failed to submit NDA link. Please try again.',
    saved: 'NDA link saved.',
    current: 'Current link:',
    none: 'No NDA link is set yet.',
    open: 'Open the NDA link in a new tab',
  },
  signatories: {
    loading: 'Loading NDA signatories...',
    loadError: 'Failed to load the NDA register.',
    empty: 'No NDA has been signed for this property yet.',
    table: 'NDA signatories',
    columns: { nda: 'NDA', round1: 'Round 1', round2: 'Round 2' },
    rounds: { round1: 'round 1', round2: 'round 2' },
    states: { Accepted: 'Accepted', Rejected: 'Rejected', Pending: 'Pending' },
    addedBy: (who: string | null, when: string) => (who ? `Added by ${who} on ${when}` : `Added on ${when}`),
    noFile: 'No file',
    download: (name: string) => `Download ${name}`,
    downloadFailed: 'Failed to download NDA file',
    accept: (round: string, user: string) => `Accept ${round} for ${user}`,
    reject: (round: string, user: string) => `Reject ${round} for ${user}`,
    confirmTitle: (action: 'Accept' | 'Reject', round: string) => `${action} the NDA for ${round}?`,
    confirmContent: (action: 'Accept' | 'Reject', user: string, file: string, round: string) =>
      action === 'Accept'
        ? `${user} will be able to enter ${round} of the data room under '${file}'. The decision is recorded with your name.`
        : `${user} will not be able to enter ${round} of the data room under '${file}'. The decision is recorded with your name.`,
    decided: (status: string, round: string, user: string) => `${status} ${round} for ${user}.`,
    failed: (round: string) => `Failed to reject/accept NDA ${round}. Please try again.`,
    showHistory: (user: string) => `Decision history of ${user}'s NDA`,
    historyTitle: (user: string) => `Decisions on ${user}'s NDA`,
    historyLoading: 'Loading decisions...',
    historyLoadError: 'Failed to load the decisions on this NDA.',
    historyEmpty: 'No decision has been made on this NDA yet.',
    historyLine: (status: string, round: string, who: string | null, when: string) =>
      `${status} ${round}${who ? ` by ${who}` : ''} on ${when}`,
    close: 'Close',
  },
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
