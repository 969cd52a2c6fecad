import DOMPurify from 'dompurify';

// Links the admin wrote open in a new tab; without noopener the opened page could reach back
// into the back-office through window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Content bodies are stored as the admin typed them (spec §2: 'HTML supported') and cleaned
 * only when shown: no scripts, no event handlers, no `javascript:` links, no frames or forms.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}
