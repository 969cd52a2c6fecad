import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { blankFields, isComplete, trimDraft, type ContentDraft } from './contentDraft';
import { informationTexts } from './messages';

/**
 * The draft behind a content form and its submit: a blank header or body stops the submit
 * with the spec's 'Please fill in all fields' and nothing is sent (spec §5); from then on the
 * blank fields are marked (`missing`, as react-admin's forms mark theirs) and the first of them
 * takes the focus. `save` gets the
 * trimmed draft and a `reset` that puts `initial` back, and answers a promise that settles with
 * its request: until then a further submit is ignored.
 */
export function useContentForm(initial: ContentDraft, save: (draft: ContentDraft, reset: () => void) => Promise<unknown>) {
  const notify = useNotify();
  const [draft, setDraft] = useState(initial);
  // Set at once, not on the next render as the button's disabled state is: the second click of
  // a double click arrives before that render and would send the block a second time.
  const saving = useRef(false);
  const [checked, setChecked] = useState(false);

  // A reload that changed the saved block (after its own update) shows the saved text: the
  // draft is put back while rendering, as React advises for state that follows a prop.
  const { contentHeader, contentBody, contentWidth } = initial;
  const savedKey = JSON.stringify([contentHeader, contentBody, contentWidth]);
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setDraft({ contentHeader, contentBody, contentWidth });
  }

  const reset = useCallback(() => setDraft({ contentHeader, contentBody, contentWidth }), [contentHeader, contentBody, contentWidth]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    if (!isComplete(draft)) {
      notify(informationTexts.incomplete, { type: 'warning' });
      setChecked(true);
      const firstBlank = blankFields(draft)[0];
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${firstBlank}"]`)?.focus();
      return;
    }
    setChecked(false);
    saving.current = true;
    // A failure is the caller's to report (its onError): here it only ends the save.
    void save(trimDraft(draft), reset)
      .catch(() => undefined)
      .finally(() => (saving.current = false));
  };

  const missing = checked ? blankFields(draft) : [];
  /** What ContentFields takes from the form: the draft, its change, the fields marked missing. */
  const fields = { value: draft, onChange: setDraft, missing };
  return { submit, fields };
}
