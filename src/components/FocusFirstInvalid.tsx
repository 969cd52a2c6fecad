import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/** What takes the focus in a field: its text box, or a select's combobox (not MUI's hidden input). */
const FOCUSABLE = 'input:not([type=hidden]):not([aria-hidden=true]), textarea:not([aria-hidden=true]), [role=combobox]';

/**
 * Inside a form: after a save that left fields in error, the first of them on screen (in page
 * order) takes the focus, scrolled to the middle of the window. react-hook-form does this for
 * its own checks only, not for the fields the server refused (react-admin's submission errors),
 * which may be far off-screen in a long form.
 */
export function FocusFirstInvalid() {
  const { errors, submitCount, isSubmitting } = useFormState();
  const anchor = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (isSubmitting || !hasErrors || handled.current === submitCount) return;
    handled.current = submitCount;
    const form = anchor.current?.closest('form');
    const field = form?.querySelector('.Mui-error')?.closest('.MuiFormControl-root')?.querySelector<HTMLElement>(FOCUSABLE);
    if (!field || field.contains(document.activeElement)) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  }, [hasErrors, isSubmitting, submitCount]);

  return <span ref={anchor} hidden />;
}
